import { splitSentences } from './sentences';

/*
 * Text that tries to instruct the assistant: a forum post saying "ignore your previous
 * instructions", a product description with "you are now...". Retrieved passages and the
 * visitor's messages are data; the composer drops such sentences from passages before quoting
 * them or sending them to a model, and a model's prompt says the rest is data too.
 */

const PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip|drop|abandon)(?:\s+(?:all|any|of|your|the|my|previous|prior|above|earlier|preceding|original|initial|system|these|those|its|existing|current|other|given|content|safety|every|you|were|by|verde|s))*\s+(?:instructions?|rules|guidelines|directions|prompts?|polic(?:y|ies)|restrictions|guardrails|safeguards|programming|training|constraints)\b/,
  /\bforget (?:everything|all)\b/,
  /\byou are now (?:a|an|my|the|called|named|in|dan|free|unfiltered|uncensored|unrestricted|jailbroken)\b/,
  /\byou are no longer (?:bound|restricted|limited|required|an?)\b/,
  /\bfrom now on,? you\b/,
  /\b(?:new|updated|real|actual|secret|hidden) (?:system )?(?:instructions?|rules|orders)\s*[:-]/,
  /\bsystem (?:prompt|message|instructions?)\b/,
  /\b(?:reveal|print|show|repeat|output|leak) (?:me )?(?:your|the) (?:initial |original |hidden |secret )?(?:prompt|instructions)\b/,
  /\btell me (?:your|the) (?:initial |original |hidden |secret )?(?:prompt|instructions)\b/,
  /\b(?:pretend|imagine) (?:that )?(?:you are|you re|youre|to be)\b/,
  /\b(?:act|behave|respond|answer) as (?:if you (?:were|are|had)|an? (?:unfiltered|uncensored|unrestricted|evil|different|new) )/,
  /\b(?:role ?play|roleplay) as\b/,
  /\bjail ?break\w*\b/,
  /\b(?:developer|dev|god|admin|sudo|dan) mode\b/,
  /\bdo anything now\b/,
  /\b(?:without|with no|free of|no more|no longer bound by) (?:any )?(?:restrictions|rules|filters|guidelines|censorship)\b/,
  /\byou (?:must|will|shall) (?:now )?(?:obey|comply|follow (?:my|these|the following))\b/,
  /\bas an ai (?:language )?model with no\b/,
];

/** Markup of chat formats that has no business in a page or a question. */
const ROLE_MARKERS =
  /<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|\[\/?(?:INST|SYS)\]|<<\/?SYS>>|^\s*(?:system|assistant)\s*:|^#{2,}\s*(?:instruction|system)/im;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9:\-\s]+/g, ' ')
    .replace(/\s+/g, ' ');
}

export function looksLikeInjection(text: string): boolean {
  if (ROLE_MARKERS.test(text)) return true;
  const flat = normalise(text);
  return PATTERNS.some((pattern) => pattern.test(flat));
}

/** The sentences that do not instruct, in order. */
export function withoutInjectedSentences(sentences: readonly string[]): string[] {
  return sentences.filter((sentence) => !looksLikeInjection(sentence));
}

/** A passage's text without its instruction-like sentences, and how many were removed. */
export function removeInjectedSentences(text: string): { text: string; removedCount: number } {
  const sentences = splitSentences(text);
  const kept = withoutInjectedSentences(sentences);
  return { text: kept.join(' '), removedCount: sentences.length - kept.length };
}
