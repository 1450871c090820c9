import type { TFunction } from '~/i18n/translator';
import { scoreOf } from '../pumpkin-patch';
import { noteText } from './game-panels';
import type { PlayState } from './play-state';

/**
 * The words for the live region: what just happened, a refusal, pause, or the final score.
 * Pure (the translation function comes in), so what a screen reader hears is tested as text.
 */
export function announcementOf(t: TFunction, play: PlayState): string {
  const { game, news } = play;
  if (!game || !news) return '';
  if (news.kind === 'paused') return t('game.announce.paused');
  if (news.kind === 'resumed') return t('game.announce.resumed');
  if (news.kind === 'refusal') return t(`game.refusals.${news.refusal}`);
  const parts = game.log.slice(news.from).map((note) => noteText(t, note));
  if (news.weekChanged && !game.isOver) parts.unshift(t('game.announce.week', { week: game.week }));
  if (game.isOver) parts.push(t('game.announce.over', { score: scoreOf(game).total }));
  // The sequence number makes the same words, said twice in a row, a change the reader hears.
  return `${parts.join(' ')}${play.seq % 2 === 0 ? '' : '\u00a0'}`;
}
