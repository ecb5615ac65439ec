// docs/architecture.md "Undo": a command is final only when it rolled dice, turned over a hidden marker or made a
// hidden choice (real or dummy, p22) — not merely because a dummy could have been laid.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, newGame, pending, type Command, type GameState } from '../index';
import { finalReason } from './finality';

function gameOneAtDeclare(): GameState {
  const r = newGame({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }], forcedDice: [3] }, 5);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  // Roll for the lead car, then place each car on the first space offered in lane 3.
  while (pending(s).kind !== 'declare') {
    const offered = legalCommands(s);
    const c = offered.find((x) => x.type === 'place' && x.lane === 3) ?? offered[0];
    const a = apply(s, c);
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
  }
  return s;
}

function reasonFor(s: GameState, pick: (c: Command) => boolean) {
  const cmd = legalCommands(s).find(pick);
  if (!cmd) throw new Error('command not offered');
  const a = apply(s, cmd);
  if (!a.ok) throw new Error(a.error.message);
  return finalReason(s, a.value.state, a.value.events);
}

describe('finalReason (undo, docs/architecture.md)', () => {
  it('p22: a Game One declaration is secret (a dummy could be laid), yet braking by 5 rolls nothing and may be undone', () => {
    const s = gameOneAtDeclare();
    expect(pending(s).secret).toBe(true);
    expect(reasonFor(s, (c) => c.type === 'declare' && c.action.kind === 'brake' && c.action.by === 5)).toBeNull();
  });

  it('p22: laying a dummy marker is a hidden choice and final', () => {
    const s = gameOneAtDeclare();
    expect(reasonFor(s, (c) => c.type === 'declare' && c.action.kind === 'shootPassive' && c.action.dummy)).toBe('hiddenChoice');
  });

  it('p22: laying real oil is a hidden choice and final', () => {
    const s = gameOneAtDeclare();
    expect(reasonFor(s, (c) => c.type === 'declare' && c.action.kind === 'shootPassive' && !c.action.dummy)).toBe('hiddenChoice');
  });

  it('p87: the roll for the lead car rolled a die and is final', () => {
    const r = newGame({ scenario: 'gameOne', players: [{ id: 'p1', name: 'Ann' }, { id: 'p2', name: 'Bob' }] }, 5);
    if (!r.ok) throw new Error(r.error.message);
    expect(reasonFor(r.value, (c) => c.type === 'rollForLead')).toBe('dice');
  });
});
