// The command being planned for the pending decision: which of the rules' parametric actions
// (deathrace.actions), its params' values, the filled command ({...template, [param]: value}),
// whether the rules' validate accepts it, and its ghost or ruler for the board. Reset to the
// first offer whenever the position changes.
import { useCallback, useMemo, useState } from 'react';
import type { ActionParam, ParamAction, Validation } from '../../../engine';
import { deathrace, type DrState } from '../rules';
import { ghostOf, rulerOf, type Ghost, type Ruler } from './plan';

export interface Plan {
  actions: ParamAction[];
  /** The action chosen (an index into actions), -1 when none is offered. */
  chosen: number;
  choose(i: number): void;
  values: Record<string, number>;
  set(name: string, value: number): void;
  /** Several at once (a tap on the board aims the move). */
  setAll(values: Record<string, number>): void;
  command: Record<string, unknown> | null;
  validation: Validation | null;
  ghost: Ghost | null;
  ruler: Ruler | null;
}

/** A value kept within the param's bounds and on its step. */
export function snap(p: ActionParam, x: number): number {
  if (!Number.isFinite(x)) return p.initial;
  const k = Math.round((x - p.min) / p.step);
  const v = Math.min(p.max, Math.max(p.min, p.min + k * p.step));
  return Math.round(v * 1000) / 1000;
}

const initialValues = (a: ParamAction | undefined): Record<string, number> => Object.fromEntries((a?.params ?? []).map((p) => [p.name, p.initial]));

/** The action offered first: the move when there is one, else the first offer. */
const firstChoice = (actions: ParamAction[]): number => (actions.length === 0 ? -1 : Math.max(0, actions.findIndex((a) => a.kind === 'move')));

export function usePlan(state: DrState, active: boolean): Plan {
  const actions = useMemo(() => (active && deathrace.actions ? deathrace.actions(state) : []), [state, active]);
  const [pick, setPick] = useState<{ state: DrState; chosen: number; values: Record<string, number> } | null>(null);
  // A new position forgets the last plan.
  const current = useMemo(() => (pick && pick.state === state ? pick : { state, chosen: firstChoice(actions), values: initialValues(actions[firstChoice(actions)]) }), [pick, state, actions]);
  const action = actions[current.chosen];
  const choose = useCallback((i: number) => setPick({ state, chosen: i, values: initialValues(actions[i]) }), [state, actions]);
  const set = useCallback((name: string, value: number) => setPick((p) => {
    const base = p && p.state === state ? p : current;
    const param = actions[base.chosen]?.params.find((x) => x.name === name);
    return param ? { ...base, values: { ...base.values, [name]: snap(param, value) } } : base;
  }), [state, actions, current]);
  const setAll = useCallback((values: Record<string, number>) => setPick((p) => {
    const base = p && p.state === state ? p : current;
    const params = actions[base.chosen]?.params ?? [];
    const next = { ...base.values };
    for (const param of params) if (param.name in values) next[param.name] = snap(param, values[param.name]);
    return { ...base, values: next };
  }), [state, actions, current]);
  const command = useMemo(() => (action ? { ...action.template, ...current.values } : null), [action, current.values]);
  const validation = useMemo(() => (command ? deathrace.validate(state, command) : null), [state, command]);
  const ghost = useMemo(() => (command ? ghostOf(state, command) : null), [state, command]);
  const ruler = useMemo(() => (command ? rulerOf(state, command) : null), [state, command]);
  return { actions, chosen: current.chosen, choose, values: current.values, set, setAll, command, validation, ghost, ruler };
}
