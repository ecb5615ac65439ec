// A side buys its vehicles in the game (Games Six to Eight, p88): start from a ready-made side or
// add vehicles one by one (the book's stock and the garage's saved designs), say which player of
// the side drives each, and buy once the engine's judge (validateSide: one budget, the minimums,
// a weapon each, drivers of this side) has no problem left. The engine decides; this only asks.
import { useMemo, useState } from 'react';
import { designCost, designRoles, dollars, sidePlayers, SIDE_RULES, STOCK_SIDES, stockVehicles, validateSide, VEHICLES, WEAPONS, type Pending, type SideRole, type SideVehicle } from '../engine';
import { useStore } from '../store';

type Design = SideVehicle['design'];

const ROLE_NAMES: Record<SideRole, string> = { op: 'an Op (an Interceptor)', gang: 'an outlaw gang' };

const plain = (d: Design): Design => ({ name: d.name, kind: d.kind, weapons: d.weapons.map((w) => ({ type: w.type, mount: w.mount, link: w.link ?? null })) });
const weaponsText = (d: Design): string => d.weapons.map((w) => WEAPONS[w.type].label).join(', ') || 'unarmed';

/** Ready-made vehicles for a role: the stock sides' (p88) then the garage's, each once by name. */
function usePool(role: SideRole): Design[] {
  const saved = useStore((s) => s.designs);
  return useMemo(() => {
    const kinds: readonly string[] = SIDE_RULES[role].kinds;
    const all = [...STOCK_SIDES.flatMap((x) => x.vehicles), ...saved.map((x) => x.design)].filter((d) => kinds.includes(d.kind));
    return all.filter((d, i) => all.findIndex((e) => e.name === d.name) === i).map(plain);
  }, [role, saved]);
}

export function SideDesignPanel({ pending }: { pending: Pending }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  const roles = game ? designRoles(game) : [];
  const side = pending.step?.kind === 'designSide' ? pending.step.side : '';
  const players = game ? sidePlayers(game, side) : [];
  const [role, setRole] = useState<SideRole>(roles[0] ?? 'gang');
  const presets = STOCK_SIDES.filter((x) => x.role === role);
  const [list, setList] = useState<SideVehicle[]>(() => (presets[0] ? stockVehicles(presets[0], players) : []));
  const pool = usePool(role);
  const [pick, setPick] = useState(0);
  if (!game || !pending.player) return null;
  const name = (id: string) => game.players.find((p) => p.id === id)?.name || id;
  const check = validateSide(role, list, players, SIDE_RULES[role], name);
  // Who drives how many: a player of the side with none is named (p88, every player drives one).
  const seats = players.map((p) => `${name(p)} drives ${list.filter((x) => x.driver === p).length || 'none'}`).join(', ');
  const rule = SIDE_RULES[role];
  const chooseRole = (r: SideRole) => {
    setRole(r);
    const first = STOCK_SIDES.find((x) => x.role === r);
    setList(first ? stockVehicles(first, players) : []);
    setPick(0);
  };
  const add = () => {
    const d = pool[pick];
    if (d) setList([...list, { design: d, driver: players[list.length % players.length] }]);
  };
  const setDriver = (i: number, driver: string) => setList(list.map((x, j) => (j === i ? { ...x, driver } : x)));
  return (
    <section className="decision setup-panel side-design" aria-label={pending.why} data-testid="side-design">
      <p className="muted">{pending.why}</p>
      {roles.length > 1 && (
        <fieldset className="row" data-testid="sd-roles">
          <legend>Buy</legend>
          {roles.map((r) => (
            <label key={r} className="check">
              <input type="radio" name="sd-role" data-testid={`sd-role-${r}`} checked={role === r} onChange={() => chooseRole(r)} /> {ROLE_NAMES[r]}
            </label>
          ))}
        </fieldset>
      )}
      <div className="action-list sd-presets" aria-label="Start from a ready-made side">
        {presets.map((x) => (
          <button key={x.name} type="button" className="action-button" data-testid={`sd-preset-${x.name.replace(/\W+/g, '-').toLowerCase()}`} onClick={() => setList(stockVehicles(x, players))}>
            {x.name}
          </button>
        ))}
      </div>
      <ol className="sd-list" data-testid="sd-list">
        {list.map((x, i) => (
          <li key={i} className="sd-vehicle" data-testid={`sd-vehicle-${i}`}>
            <span className="sd-name">
              <strong>{x.design.name}</strong> ({VEHICLES[x.design.kind].label}: {weaponsText(x.design)}) {dollars(designCost(x.design))}
            </span>
            <label>
              Driver{' '}
              <select data-testid={`sd-driver-${i}`} aria-label={`Who drives ${x.design.name}`} value={x.driver} onChange={(e) => setDriver(i, e.target.value)}>
                {players.map((p) => <option key={p} value={p}>{name(p)}</option>)}
              </select>
            </label>
            <button type="button" data-testid={`sd-remove-${i}`} aria-label={`Remove ${x.design.name}`} onClick={() => setList(list.filter((_, j) => j !== i))}>Remove</button>
          </li>
        ))}
      </ol>
      {list.length < rule.maxVehicles && pool.length > 0 && (
        <div className="row">
          <select data-testid="sd-pool" aria-label="A vehicle to add" value={pick} onChange={(e) => setPick(Number(e.target.value))}>
            {pool.map((d, i) => <option key={i} value={i}>{d.name} ({VEHICLES[d.kind].label}, {dollars(designCost(d))})</option>)}
          </select>
          <button type="button" data-testid="sd-add" onClick={add}>Add</button>
        </div>
      )}
      {players.length > 1 && (
        <p data-testid="sd-seats" className={check.problems.some((p) => p.code === 'NO_VEHICLE_FOR_PLAYER') ? 'field-error' : 'muted'}>
          {seats}
        </p>
      )}
      <p data-testid="sd-total" className={check.cost > rule.budget ? 'field-error' : 'design-ok'}>
        {dollars(check.cost)} of {dollars(rule.budget)} ({rule.rule})
      </p>
      {check.problems.map((p, i) => <p key={i} className="field-error" role="alert" data-testid="sd-problem">{p.message}</p>)}
      <button type="button" className="primary" data-testid="sd-buy" disabled={!check.ok} onClick={() => dispatch({ type: 'design', player: pending.player!, vehicles: list })}>
        Buy {ROLE_NAMES[role]} for {dollars(check.cost)}
      </button>
    </section>
  );
}
