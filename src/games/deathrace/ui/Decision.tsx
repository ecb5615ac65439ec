// The pending vehicle's decision: the rules' parametric actions (deathrace.actions), one chosen at
// a time; its numbers set with steppers (− and + buttons and a number field each, keyboard
// operable: arrows step, Page Up and Page Down step ten); what the filled command would do (the
// ghost's inches used and left, the turns, the tests it needs with their odds, the first contact;
// a shot's range and odds) and whether the rules' validate accepts it, its coded refusal in words
// if not. Confirm (or Enter in a number field) plays it.
import { useState, type KeyboardEvent } from 'react';
import type { ActionParam } from '../../../engine';
import { BALLISTIC_TABLE, MODULES, drPending, rangeBetween, type DrState } from '../rules';
import { chance, type Ghost } from './plan';
import { snap, type Plan } from './usePlan';

const inch = (n: number): string => `${Math.round(n * 10) / 10}"`;
const deg = (n: number): string => `${n > 0 ? '+' : ''}${n}°`;

function Stepper({ p, value, onChange }: { p: ActionParam; value: number; onChange(v: number): void }) {
  // The typed text is kept only for the value it was typed for: a step from a button shows at
  // once, in the same render, so a key pressed right after a click steps from the new value
  // (an effect that copied the value lagged one paint, and ArrowDown stepped from the old one).
  const [typed, setTyped] = useState<{ text: string; for: number } | null>(null);
  const draft = typed !== null && typed.for === value ? typed.text : String(value);
  const id = `dr-param-${p.name}`;
  const unit = p.unit === 'in' ? '"' : p.unit;
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      setTyped(null);
      onChange(snap(p, value + (e.key === 'PageUp' ? 10 : -10) * p.step));
    }
  };
  return (
    <div className="dr-param" data-testid={`${id}-row`}>
      <label htmlFor={id}>{p.label}</label>
      <button type="button" className="dr-step" data-testid={`${id}-minus`} aria-label={`${p.label}: less`} disabled={value <= p.min} onClick={() => { setTyped(null); onChange(snap(p, value - p.step)); }}>−</button>
      <input
        id={id} data-testid={id} type="number" inputMode="decimal" min={p.min} max={p.max} step={p.step} value={draft}
        onChange={(e) => {
          const text = e.target.value;
          const n = Number(text);
          if (text.trim() === '' || !Number.isFinite(n)) { setTyped({ text, for: value }); return; }
          const next = snap(p, n);
          setTyped({ text, for: next });
          onChange(next);
        }}
        onBlur={() => setTyped(null)}
        onKeyDown={onKey}
      />
      <span className="dr-unit">{unit}</span>
      <button type="button" className="dr-step" data-testid={`${id}-plus`} aria-label={`${p.label}: more`} disabled={value >= p.max} onClick={() => { setTyped(null); onChange(snap(p, value + p.step)); }}>+</button>
    </div>
  );
}

/** What the planned move, brake or jump would do, in words (the board draws the same ghost). */
function ghostWords(s: DrState, g: Ghost, command: Record<string, unknown>): string[] {
  const f = s.flow;
  if (f.kind !== 'turn') return [];
  const out: string[] = [];
  const name = (id: string) => s.vehicles.find((v) => v.id === id)?.name ?? id;
  if (command.type === 'move') {
    const turns = [Number(command.turn) || 0, Number(command.turn2) || 0];
    out.push(`Uses ${inch(g.asked)} of ${inch(f.left)}: ${inch(Math.max(0, f.left - g.asked))} left${f.min > 0 ? `; at least ${inch(f.min)} this turn` : ''}.`);
    out.push(`Turns ${deg(turns[0])}${Number(command.run2) > 0 || turns[1] !== 0 ? `, then ${deg(turns[1])} after ${inch(Number(command.run) || 0)}` : ''}.`);
    for (const t of g.tight) out.push(`A tight turn of ${Math.abs(t.angle)}°: skill test, ${t.need}+ (${chance(t.need)}%); a failure crashes at the apex.`);
    if (g.tight.length === 0 && turns.some((t) => Math.abs(t) > 90)) out.push('A turn over 90° with 10" or less moved in all: no test.');
    if (f.travelled + g.asked <= 10) out.push('10" or less this turn: it will count as stationary.');
  }
  if (g.stop?.kind === 'wall') out.push(`Hits a wall after ${inch(g.driven)}: a crash (a point of damage unless saved).`);
  if (g.stop?.kind === 'vehicle') out.push(`Meets ${name(g.stop.target)} after ${inch(g.driven)}: the encounter dice decide.`);
  if (g.stop?.kind === 'lava') out.push(`Drives into a lava pit after ${inch(g.driven)}: it falls in and is destroyed.`);
  if (g.stop?.kind === 'ramp') out.push(`Reaches the top of a ramp after ${inch(g.driven)}: the move stops there for the jump.`);
  if (g.stop?.kind === 'noRoom') out.push('No room to make that turn: it would halt where it stands.');
  if (g.brakeNeed !== undefined) out.push(g.driven > 0 ? `Brakes straight on ${inch(g.driven)}, halting 1" short of the obstacle: skill test ${g.brakeNeed}+ (${chance(g.brakeNeed)}%), else it collides.` : 'No obstacle within reach for the brake.');
  if (g.reach) out.push(`Flies ${inch(g.reach.min)} to ${inch(g.reach.max)} straight on (the dice decide), then may go on with the move left.`);
  return out;
}

/** A shot's words: the range and the rules' odds. */
function shotWords(s: DrState, c: Record<string, unknown>): string | null {
  if (c.type !== 'fire') return null;
  const v = s.vehicles.find((x) => x.id === c.vehicle);
  const t = s.vehicles.find((x) => x.id === c.target);
  const m = v?.modules.find((x) => x.id === c.weapon);
  if (!v || !t || !m) return null;
  const need = BALLISTIC_TABLE[Math.max(1, Math.min(5, v.ballistics))];
  const w = MODULES[m.kind];
  return `${inch(rangeBetween(v, t))} away (range ${w.range}"): hits on ${need}+ (${chance(need)}%), then ${t.name} saves on ${t.armour}+${w.saveMod ? ` ${w.saveMod > 0 ? '+' : ''}${w.saveMod}` : ''}.`;
}

export function Decision({ state, plan, onConfirm }: { state: DrState; plan: Plan; onConfirm(c: Record<string, unknown>): void }) {
  const p = drPending(state);
  if (p.kind === 'over') return null;
  const who = state.players.find((x) => x.id === p.player)?.name ?? '';
  const action = plan.actions[plan.chosen];
  const c = plan.command;
  const ok = plan.validation?.ok === true;
  const words = c && plan.ghost ? ghostWords(state, plan.ghost, c) : [];
  const shot = c ? shotWords(state, c) : null;
  return (
    <section className="dr-decision" aria-label="Decision" data-testid="dr-decision" data-kind={p.kind}>
      <h2>{who}: {state.vehicles.find((v) => v.id === p.vehicle)?.name}</h2>
      <p className="dr-why">{p.why} <span className="shell-rule">({p.rule})</span></p>
      <div className="dr-actions" role="group" aria-label="What to do">
        {plan.actions.map((a, i) => {
          const fire = a.kind === 'fire' ? shotWords(state, { ...a.template, power: 1 }) : null;
          return (
            <button key={i} type="button" aria-pressed={i === plan.chosen} className={i === plan.chosen ? 'dr-action chosen' : 'dr-action'} data-testid={`dr-action-${a.kind}`} onClick={() => plan.choose(i)}>
              {a.label}
              {fire && <span className="dr-odds">{fire}</span>}
            </button>
          );
        })}
      </div>
      {/* A form, so Enter in a number field confirms what the rules accept. */}
      <form className="dr-plan-form" onSubmit={(e) => { e.preventDefault(); if (ok && c) onConfirm(c); }}>
      {action && action.params.length > 0 && (
        <div className="dr-params" data-testid="dr-params">
          {action.params.map((x) => <Stepper key={x.name} p={x} value={plan.values[x.name] ?? x.initial} onChange={(v) => plan.set(x.name, v)} />)}
          {action.kind === 'move' && <p className="dr-hint muted">Or tap the track to aim the move there.</p>}
        </div>
      )}
      {c && (
        <div className="dr-plan" data-testid="dr-plan" aria-live="polite">
          {words.map((w, i) => <p key={i}>{w}</p>)}
          {shot && <p>{shot}</p>}
          <p className={ok ? 'dr-ok' : 'dr-refused'} data-testid="dr-verdict" data-ok={ok}>
            {plan.validation?.ok === false ? `The rules refuse it: ${plan.validation.error.message} (${plan.validation.error.code}).` : 'The rules accept it.'}
          </p>
        </div>
      )}
      {action && (
        <button type="submit" className="primary dr-confirm" data-testid="dr-confirm" disabled={!ok}>
          {action.kind === 'move' && c ? `Confirm the drive: ${inch(Number(c.run) + Number(c.run2 ?? 0))}` : `Confirm: ${action.label}`}
        </button>
      )}
      </form>
    </section>
  );
}
