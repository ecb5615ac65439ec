// A vehicle record sheet (p83): every characteristic with its explanation and page, as the
// engine's sheetViews lets the player at the device see it (p22: the stock of markers; p11: a
// secret sheet shows others only speed, speed factor and the model).
import { adverseControl, criticalLocationWords, criticalResultWords, optimumControl, speedFactor, type SheetSecret, type SheetView, type VehicleState } from '../engine';
import { useStore } from '../store';
import { conditions } from './conditions';
import { DamageTrack } from './DamageTrack';
import * as X from './explain';
import { MarkerPeek } from './MarkerPeek';
import { MountDiagram } from './MountDiagram';
import { playerName } from './names';
import { safe } from './safe';
import { SpeedTrack } from './SpeedTrack';
import { Stat } from './Stat';
import { Tip } from './Tip';
import { WeaponTable } from './WeaponTable';
import { SideSwatch } from './SideSwatch';
import { PageBadge } from './PageBadge';

const SECRET_TEXT = 'Secret record sheets (p11): only its driver sees this; others see speed, speed factor and the model.';
const STOCK_TEXT = 'As the other players know it (p22): face-down markers not yet turned over are counted as not laid. Its driver sees the true count after the pass-the-device screen.';

/** A sheet with nothing kept back (a design's preview in the garage). */
const whole = (vehicle: VehicleState): SheetView => ({ vehicle, own: true, hidden: [], rule: null });

/**
 * `view`: a game's sheet as sheetViews gives it; `v`: the whole sheet of a vehicle nobody plays yet.
 * `open` and `onOpen` let a list of many sheets fold some (RecordSheets); alone, a sheet is open.
 */
export function RecordSheet({ view: given, v: bare, active, open = true, onOpen }: { view?: SheetView; v?: VehicleState; active: boolean; open?: boolean; onOpen?: (open: boolean) => void }) {
  const game = useStore((s) => s.game);
  const view = given ?? whole(bare!);
  const v = view.vehicle;
  const hides = (k: SheetSecret) => view.hidden.includes(k);
  const secret = (name: string, k: SheetSecret, value: string | number, text: string, testId: string) =>
    hides(k) ? <Stat name={name} value={<span className="muted" data-secret="p11">secret</span>} text={SECRET_TEXT} testId={testId} /> : <Stat name={name} value={value} text={text} testId={testId} />;
  const sf = safe(() => speedFactor(v.speed), 0);
  const id = (k: string) => `${k}-${v.id}`;
  const stock = (text: string) => (view.own ? text : `${text} ${STOCK_TEXT}`);
  return (
    <details className={`record-sheet${active ? ' active' : ''}`} open={open} onToggle={(e) => onOpen?.((e.currentTarget as HTMLDetailsElement).open)} data-testid={`sheet-${v.id}`} data-own={view.own} data-secret={view.hidden.length > 0}>
      <summary>
        <SideSwatch owner={v.owner} vehicle={v.id} /><span className="sheet-name">{v.name}</span> <span className="muted">{playerName(game, v.owner)} · {v.kind}</span>{' '}
        <span className="sheet-speed">{v.speed} mph</span>{' '}
        {!hides('damage') && <span className="sheet-damage" data-testid={`sheet-damage-${v.id}`}>damage {v.damage}/{v.damageMax}</span>}
        {view.hidden.length > 0 && <span className="muted"> · secret sheet (p11)</span>}
        {v.status !== 'inPlay' && v.status !== 'unplaced' ? <span className="badge severe">{v.status === 'leftPlay' ? 'left play' : v.status}</span> : null}
        {active && <span className="badge deciding-now">deciding now</span>}
      </summary>
      {/* A folded sheet draws only its summary: twelve full sheets would be most of the panel's work. */}
      {open && (
        <>
      {!hides('conditions') && (
        <div className="badges">
          {conditions(v).map((c) => (
            <Tip key={c.id} text={c.text} className={`badge${c.severe ? ' severe' : ''}`} testId={`badge-${c.id}-${v.id}`}>{c.label}</Tip>
          ))}
        </div>
      )}
      <SpeedTrack v={v} hideDamage={hides('maxSpeed')} />
      <dl className="stats">
        <Stat name="Speed" value={`${v.speed} mph`} text={X.speedText(v)} testId={id('speed')} />
        <Stat name="Speed factor" value={sf} text={X.speedFactorText(v.speed)} testId={id('sf')} />
        {secret('Damage', 'damage', `${v.damage}/${v.damageMax}`, X.damageText(v), id('damage'))}
        {secret('Armour', 'armour', v.armour, X.armourText(v), id('armour'))}
        {secret('Max speed', 'maxSpeed', v.maxSpeed, X.maxSpeedText(v), id('max-speed'))}
        {secret('Acceleration', 'acceleration', v.acceleration, X.accelerationText(v), id('acceleration'))}
        {secret('Braking', 'braking', `${v.braking} (used ${v.brakeUsed})`, X.brakingText(v), id('braking'))}
        {secret('Handling', 'handling', v.handling, X.handlingText(v), id('handling'))}
        {secret('Drive skill', 'driveSkill', v.driveSkill, X.driveSkillText(v), id('drive-skill'))}
        {secret('Optimum control', 'control', safe(() => optimumControl(v), 0), X.optimumText(v), id('optimum'))}
        {secret('Adverse control', 'control', safe(() => adverseControl(v), 0), X.adverseText(v), id('adverse'))}
        {secret('Oil hits', 'oilHits', v.oilHits, X.oilHitsText(v), id('oil-hits'))}
        {secret('Dummies left', 'dummies', v.dummies, stock(X.dummiesText(v)), id('dummies'))}
        {secret('Criticals', 'criticals', v.criticals.length, X.criticalsText(v), id('criticals'))}
      </dl>
      {!hides('damage') && <DamageTrack v={v} />}
      <div className="sheet-weapons">
        <MountDiagram kind={v.kind} weapons={v.weapons} testId={`mounts-${v.id}`} secret={hides('ammunition')} />
        <WeaponTable v={v} hideAmmo={hides('ammunition')} hideStatus={hides('weaponStatus')} stockNote={view.own ? null : STOCK_TEXT} />
      </div>
      {v.criticals.length > 0 && !hides('criticals') && (
        <div className="criticals">
          <h4>Critical hits (p32-35)</h4>
          <ul>
            {v.criticals.map((c, i) => (
              <li key={i}>Turn {c.turn}.{c.phase}: {c.facing} {criticalLocationWords(c.location)} — {criticalResultWords(c.result)} <PageBadge rule={c.rule} /></li>
            ))}
          </ul>
        </div>
      )}
      <MarkerPeek v={v} secretSheet={game?.options.secretRecordSheets === true} />
        </>
      )}
    </details>
  );
}
