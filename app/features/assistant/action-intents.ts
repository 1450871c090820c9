/*
 * What Verde AI can offer to do (issue 38), read from the question. The assistant only proposes:
 * the person confirms in the panel, and the server does it through the same operation as the page
 * that normally does it, with the person's own rights (run-action.server.ts). Reading a question
 * wrongly therefore costs one unneeded offer, never an action.
 */

export type ActionIntent = 'add-materials' | 'my-orders' | 'beginner-course';

const ADD = /\b(add|put|buy|order|get|need)\b/;
const TO_CART = /\b(cart|basket|trolley)\b/;
const MATERIALS = /\b(materials?|supplies|tools|ingredients|products|everything|things|kit|stuff|items)\b/;
const ORDER_WORD = /\b(orders?|parcel|package|delivery|shipment|purchase)\b/;
const WHERE = /\b(where|status|track|tracking|when|arrive|arrived|shipped|late|came|come)\b/;
const LEARN = /\b(class|classes|course|courses|workshop|lesson|lessons|learn|start)\b/;
const BEGINNER = /\b(beginners?|new|newbie|novice|first|starting|start|never|basics?|easy|simple)\b/;
const SUITS = /\b(suits?|suit|which|what|recommend|good|best|should)\b/;

/** The action a question asks for, if any. */
export function intentOf(question: string): ActionIntent | null {
  const text = question.toLowerCase().replace(/[’']/g, "'");
  if ((ADD.test(text) && TO_CART.test(text)) || (TO_CART.test(text) && MATERIALS.test(text))) return 'add-materials';
  if (/\bmy\b/.test(text) && ORDER_WORD.test(text) && WHERE.test(text)) return 'my-orders';
  if (/\b(track|tracking)\b/.test(text) && ORDER_WORD.test(text)) return 'my-orders';
  if (LEARN.test(text) && BEGINNER.test(text) && SUITS.test(text)) return 'beginner-course';
  return null;
}

/** The words of a question that could name a topic: the course offered first is the one that shares most of them. */
export function topicWords(question: string): string[] {
  return (question.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.replace(/(ing|s)$/, ''));
}
