// A vehicle record sheet (p83): every characteristic with its explanation and page.
import { adverseControl, optimumControl, speedFactor, type VehicleState } from '../engine';
import { useStore } from '../store';
import { conditions } from './conditions';
import { DamageTrack } from './DamageTrack';
import * as X from './explain';
import { MarkerPeek } from './MarkerPeek';
import { MountDiagram } from './MountDiagram';
import { playerName } from './names';
import { safe } from './safe';
import { SideSwatch } from './SideSwatch';
import { SpeedTrack } from './SpeedTrack';
import { Stat } from './Stat';
import { Tip } from './Tip';
import { WeaponTable } from './WeaponTable';
import { PageBadge } from './PageBadge';

/** `open` and `onOpen` let a list of many sheets fold some (RecordSheets); alone, a sheet is open. */
export function RecordSheet({ v, active, open = true, onOpen }: { v: VehicleState; active: boolean; open?: boolean; onOpen?: (open: boolean) => void }) {
  const game = useStore((s) => s.game);
  const sf = safe(() => speedFactor(v.speed), 0);
  const id = (k: string) => `${k}-${v.id}`;
  return (
    <details className={`record-sheet${active ? ' active' : ''}`} open={open} onToggle={(e) => onOpen?.((e.currentTarget as HTMLDetailsElement).open)} data-testid={`sheet-${v.id}`}>
      <summary>
        <SideSwatch owner={v.owner} vehicle={v.id} /><span className="sheet-name">{v.name}</span> <span className="muted">{playerName(game, v.owner)} · {v.kind}</span>{' '}
        <span className="sheet-speed">{v.speed} mph</span>{' '}
        <span className="sheet-damage" data-testid={`sheet-damage-${v.id}`}>damage {v.damage}/{v.damageMax}</span>
        {v.status !== 'inPlay' && v.status !== 'unplaced' ? <span className="badge severe">{v.status === 'leftPlay' ? 'left play' : v.status}</span> : null}
        {active && <span className="badge deciding-now">deciding now</span>}
      </summary>
      {/* A folded sheet draws only its summary: twelve full sheets would be most of the panel's work. */}
      {open && (
        <>
          <div className="badges">
            {conditions(v).map((c) => (
              <Tip key={c.id} text={c.text} className={`badge${c.severe ? ' severe' : ''}`} testId={`badge-${c.id}-${v.id}`}>{c.label}</Tip>
            ))}
          </div>
          <SpeedTrack v={v} />
          <dl className="stats">
            <Stat name="Speed" value={`${v.speed} mph`} text={X.speedText(v)} testId={id('speed')} />
            <Stat name="Speed factor" value={sf} text={X.speedFactorText(v.speed)} testId={id('sf')} />
            <Stat name="Damage" value={`${v.damage}/${v.damageMax}`} text={X.damageText(v)} testId={id('damage')} />
            <Stat name="Armour" value={v.armour} text={X.armourText(v)} testId={id('armour')} />
            <Stat name="Max speed" value={v.maxSpeed} text={X.maxSpeedText(v)} testId={id('max-speed')} />
            <Stat name="Acceleration" value={v.acceleration} text={X.accelerationText(v)} testId={id('acceleration')} />
            <Stat name="Braking" value={`${v.braking} (used ${v.brakeUsed})`} text={X.brakingText(v)} testId={id('braking')} />
            <Stat name="Handling" value={v.handling} text={X.handlingText(v)} testId={id('handling')} />
            <Stat name="Drive skill" value={v.driveSkill} text={X.driveSkillText(v)} testId={id('drive-skill')} />
            <Stat name="Optimum control" value={safe(() => optimumControl(v), 0)} text={X.optimumText(v)} testId={id('optimum')} />
            <Stat name="Adverse control" value={safe(() => adverseControl(v), 0)} text={X.adverseText(v)} testId={id('adverse')} />
            <Stat name="Oil hits" value={v.oilHits} text={X.oilHitsText(v)} testId={id('oil-hits')} />
            <Stat name="Dummies left" value={v.dummies} text={X.dummiesText(v)} testId={id('dummies')} />
            <Stat name="Criticals" value={v.criticals.length} text={X.criticalsText(v)} testId={id('criticals')} />
          </dl>
          <DamageTrack v={v} />
          <div className="sheet-weapons">
            <MountDiagram kind={v.kind} weapons={v.weapons} testId={`mounts-${v.id}`} />
            <WeaponTable v={v} />
          </div>
          {v.criticals.length > 0 && (
            <div className="criticals">
              <h4>Critical hits (p32-35)</h4>
              <ul>
                {v.criticals.map((c, i) => (
                  <li key={i}>Turn {c.turn}.{c.phase}: {c.facing} {c.location} — {c.result} <PageBadge rule={c.rule} /></li>
                ))}
              </ul>
            </div>
          )}
          <MarkerPeek v={v} />
        </>
      )}
    </details>
  );
}
