import { describe, expect, it } from 'vitest';
import { playWell } from '../../../../tests/factories/pumpkin-game';
import { ACTIONS, MAX_SEED, MOVE_CODES, newGame, scoreOf } from '../pumpkin-patch';
import { announcementOf } from './announcement';
import { type Command, commandOfKey, INITIAL_PLAY, type PlayState, reducePlay, seedFrom } from './play-state';

const SEED = 21;
const run = (commands: Command[], from: PlayState = INITIAL_PLAY) => commands.reduce(reducePlay, from);
const started = (seed = SEED) => run([{ type: 'start', seed }]);
const ACTION_OF_CODE = new Map(Object.entries(MOVE_CODES).map(([action, code]) => [code, action]));

/** A season played to its end through the reducer, with the careful gardener's moves. */
function finished(): PlayState {
  const commands = [...playWell(SEED).moves].map(
    (code): Command => (code === 'n' ? { type: 'end-week' } : { type: 'act', action: ACTION_OF_CODE.get(code) as never }),
  );
  return run(commands, started());
}

/** Says the key and its values, so the announcement's parts can be read back. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);

describe('reducePlay', () => {
  it('starts a season from its seed, unpaused, with the first week announced', () => {
    const play = run([
      { type: 'pause', isPaused: true },
      { type: 'start', seed: SEED },
    ]);
    expect(play.game).toEqual(newGame(SEED));
    expect(play).toMatchObject({ isPaused: false, clockMs: 0, refusal: null, seq: 1 });
    expect(play.news).toEqual({ kind: 'notes', from: 0, weekChanged: true });
  });

  it('does a job, and announces only the notes it added', () => {
    const before = started();
    const play = reducePlay(before, { type: 'act', action: 'water' });
    expect(play.game?.work).toBe((before.game?.work ?? 0) - 1);
    expect(play.game?.moves).toBe('w');
    expect(play.news).toEqual({ kind: 'notes', from: before.game?.log.length, weekChanged: false });
    expect(play.seq).toBe(before.seq + 1);
  });

  it('refuses a job the rules refuse, keeps the game, and says why', () => {
    const before = started();
    const play = reducePlay(before, { type: 'act', action: 'cure' });
    expect(play.game).toBe(before.game);
    expect(play.refusal).toBe('nothing-to-cure');
    expect(play.news).toEqual({ kind: 'refusal', refusal: 'nothing-to-cure' });
    // The next accepted job clears the refusal.
    expect(reducePlay(play, { type: 'act', action: 'water' }).refusal).toBeNull();
  });

  it('ends the week on N, restarting the clock', () => {
    const play = run([{ type: 'speed', speed: 'quick' }, { type: 'tick', elapsedMs: 3000 }, { type: 'end-week' }], started());
    expect(play.game?.week).toBe(2);
    expect(play.clockMs).toBe(0);
    expect(play.news).toMatchObject({ kind: 'notes', weekChanged: true });
  });

  it('ends the week when its time is up at a timed pace; the relaxed pace waits', () => {
    const quick = run([{ type: 'speed', speed: 'quick' }], started());
    const ticking = reducePlay(quick, { type: 'tick', elapsedMs: 6_000 });
    expect(ticking).toMatchObject({ clockMs: 6_000, game: quick.game });
    expect(reducePlay(ticking, { type: 'tick', elapsedMs: 1_000 }).game?.week).toBe(2);
    const relaxed = run(
      [
        { type: 'speed', speed: 'relaxed' },
        { type: 'tick', elapsedMs: 60_000 },
      ],
      started(),
    );
    expect(relaxed.game?.week).toBe(1);
  });

  it('changing the pace starts the week’s clock again', () => {
    const play = run(
      [
        { type: 'tick', elapsedMs: 5_000 },
        { type: 'speed', speed: 'quick' },
      ],
      started(),
    );
    expect(play).toMatchObject({ speed: 'quick', clockMs: 0 });
  });

  it('pausing stops jobs, the end of the week and the clock, and says so; carrying on says so too', () => {
    const paused = run([{ type: 'pause', isPaused: true }], started());
    expect(paused).toMatchObject({ isPaused: true, news: { kind: 'paused' } });
    expect(reducePlay(paused, { type: 'act', action: 'water' })).toBe(paused);
    expect(reducePlay(paused, { type: 'end-week' })).toBe(paused);
    expect(reducePlay(paused, { type: 'tick', elapsedMs: 60_000 }).game?.week).toBe(1);
    // Asking for the state it is already in changes nothing, so nothing is said twice.
    expect(reducePlay(paused, { type: 'pause', isPaused: true })).toBe(paused);
    expect(reducePlay(paused, { type: 'pause', isPaused: false })).toMatchObject({ isPaused: false, news: { kind: 'resumed' } });
  });

  it('ignores play before a season starts', () => {
    for (const command of [
      { type: 'act', action: 'water' },
      { type: 'end-week' },
      { type: 'tick', elapsedMs: 60_000 },
      { type: 'pause', isPaused: true },
    ] satisfies Command[])
      expect(reducePlay(INITIAL_PLAY, command)).toBe(INITIAL_PLAY);
  });

  it('plays a whole season to the score the rules give, and then takes no more moves', () => {
    const play = finished();
    expect(play.game?.isOver).toBe(true);
    expect(play.game?.moves).toBe(playWell(SEED).moves);
    expect(scoreOf(play.game ?? newGame(SEED)).total).toBe(scoreOf(playWell(SEED)).total);
    expect(reducePlay(play, { type: 'end-week' })).toBe(play);
    expect(reducePlay(play, { type: 'pause', isPaused: true })).toBe(play);
    expect(reducePlay(play, { type: 'tick', elapsedMs: 60_000 })).toBe(play);
    expect(reducePlay(play, { type: 'act', action: 'water' }).refusal).toBe('game-over');
  });
});

describe('commandOfKey', () => {
  const press = (key: string, { isRepeat = false, isOnControl = false } = {}) => ({ key, isRepeat, isOnControl });

  it('maps 1 to 9 to the jobs in order, and N to the end of the week', () => {
    ACTIONS.forEach((action, index) => {
      expect(commandOfKey(press(String(index + 1)), false)).toEqual({ command: { type: 'act', action } });
    });
    expect(commandOfKey(press('n'), false)).toEqual({ command: { type: 'end-week' } });
    expect(commandOfKey(press('N'), false)).toEqual({ command: { type: 'end-week' } });
  });

  it('pauses and carries on with P, Esc and Space', () => {
    for (const key of ['p', 'P', 'Escape', ' ']) {
      expect(commandOfKey(press(key), false)).toEqual({ command: { type: 'pause', isPaused: true } });
      expect(commandOfKey(press(key), true)).toEqual({ command: { type: 'pause', isPaused: false } });
    }
  });

  it('leaves Space to a focused button or link', () => {
    expect(commandOfKey(press(' ', { isOnControl: true }), false)).toBeNull();
    expect(commandOfKey(press('p', { isOnControl: true }), false)).toEqual({ command: { type: 'pause', isPaused: true } });
  });

  it('takes a held pause key without toggling again, and ignores other held keys', () => {
    expect(commandOfKey(press('p', { isRepeat: true }), false)).toEqual({ command: null });
    expect(commandOfKey(press('1', { isRepeat: true }), false)).toBeNull();
    expect(commandOfKey(press('n', { isRepeat: true }), false)).toBeNull();
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['0', 'a', 'Enter', 'Tab', 'ArrowDown', '10']) expect(commandOfKey(press(key), false)).toBeNull();
  });
});

describe('seedFrom', () => {
  it('takes a seed from the address when it is one', () => {
    expect(seedFrom('123')).toBe(123);
    expect(seedFrom(String(MAX_SEED))).toBe(MAX_SEED);
  });

  it('otherwise picks a random seed in range', () => {
    for (const param of [null, '', '0', '-4', 'abc', String(MAX_SEED + 1), '12345678901']) {
      const seed = seedFrom(param);
      expect(Number.isInteger(seed) && seed >= 1 && seed <= MAX_SEED).toBe(true);
    }
  });
});

describe('announcementOf', () => {
  it('says nothing before a season', () => {
    expect(announcementOf(t, INITIAL_PLAY)).toBe('');
  });

  it('says the week and its notes when a season starts', () => {
    const play = started();
    const said = announcementOf(t, play);
    expect(said.startsWith('game.announce.week{"week":1}')).toBe(true);
    for (const note of play.game?.log ?? []) expect(said).toContain(`game.notes.${note.key}`);
  });

  it('says a job’s notes only, a refusal, pause and carrying on', () => {
    const watered = reducePlay(started(), { type: 'act', action: 'water' });
    expect(announcementOf(t, watered).trim()).toBe('game.notes.water{}');
    expect(announcementOf(t, reducePlay(started(), { type: 'act', action: 'cure' })).trim()).toBe(
      'game.refusals.nothing-to-cure',
    );
    const paused = reducePlay(started(), { type: 'pause', isPaused: true });
    expect(announcementOf(t, paused)).toBe('game.announce.paused');
    expect(announcementOf(t, reducePlay(paused, { type: 'pause', isPaused: false }))).toBe('game.announce.resumed');
  });

  it('ends with the score when the season is over', () => {
    const play = finished();
    expect(announcementOf(t, play)).toContain(`game.announce.over{"score":${scoreOf(play.game ?? newGame(SEED)).total}}`);
  });

  it('makes the same words said twice in a row differ, so a screen reader says them again', () => {
    const once = reducePlay(started(), { type: 'act', action: 'water' });
    const twice = { ...once, seq: once.seq + 1 };
    expect(announcementOf(t, once)).not.toBe(announcementOf(t, twice));
    expect(announcementOf(t, once).trim()).toBe(announcementOf(t, twice).trim());
  });
});
