// After the move: fire the declared weapon at the target in its corridor, or hold fire (p17, p25).
import { declaredAction, eligibleTarget, fireGroup, hitModifiers, mayMeasure, WEAPONS, type Command } from '../engine';
import { ACTION_KEYS, COMMITTED } from './actionGroups';
import { shotWords } from './expectedDamage';
import { useStore } from '../store';
import { useLegalCommands } from './hooks';
import { vehicleName } from './names';
import { safe } from './safe';
import { OWN_SIDE, sameSide } from './ownSide';
import { useOwnSideGuard } from './OwnSideConfirm';

type Fire = Extract<Command, { type: 'fire' }>;

export function FireOrHold({ vehicle }: { vehicle: string }) {
  const game = useStore((s) => s.game);
  const dispatch = useStore((s) => s.dispatch);
  const setPreview = useStore((s) => s.setPreview);
  const commands = useLegalCommands();
  const { guard, dialog } = useOwnSideGuard();
  if (!game) return null;
  const declared = declaredAction(game);
  const weaponId = declared?.kind === 'shoot' ? declared.weapon : null;
  const weapon = game.vehicles.find((v) => v.id === vehicle)?.weapons.find((w) => w.id === weaponId);
  // p22: a game that keeps "committed to firing" shows no range, ruler or odds before the shot.
  const measure = safe(() => mayMeasure(game), true);
  const info = weaponId && measure ? safe(() => eligibleTarget(game, vehicle, weaponId), null) : null;
  const shooter = game.vehicles.find((v) => v.id === vehicle);
  const alone = declared?.kind === 'shoot' && declared.alone === true;
  const group = weapon && shooter ? fireGroup(shooter, weapon, alone) : [];
  const fires = commands.filter((c): c is Fire => c.type === 'fire');
  const hold = commands.find((c) => c.type === 'holdFire');
  const show = () => weaponId && measure && setPreview({ vehicle, action: { kind: 'shoot', weapon: weaponId } });
  const hide = () => setPreview(null);
  return (
    <section className="decision fire-or-hold" aria-label="Fire or hold fire">
      {weapon && <p>{WEAPONS[weapon.type]?.label ?? weapon.type}{group.length > 1 ? ` and ${group.length - 1} more: they all fire (p17, p82)` : ''} ready.</p>}
      <div className="action-list">
        {fires.map((c) => {
          const odds = weaponId && measure ? shotWords(game, vehicle, weaponId, c.target, alone) : null;
          const range = info && info.target === c.target ? `range ${info.range}` : null;
          const parts = measure ? [range, odds?.text ?? null].filter(Boolean).join(' · ') : COMMITTED;
          const mods = weaponId && measure ? safe(() => hitModifiers(game, vehicle, weaponId, c.target), []) : [];
          const tip = `Hit roll: one die plus accuracy and tactical factors must reach the range; a 1 always misses (p26).${mods.map((m) => ` ${m.label} ${m.value >= 0 ? '+' : ''}${m.value} (${m.rule}).`).join('')}${odds ? ` ${odds.tip}` : ''}${measure ? '' : ' Firing commits you: the range is measured as you fire, and a shot beyond range is wasted (p22, p25).'}`;
          // The target's side is no secret (the cars are on the board); asked twice when it is the shooter's own.
          const own = sameSide(game, vehicle, c.target);
          const what = `Fire at ${vehicleName(game, c.target)}`;
          return (
            <button key={c.target} type="button" className={`action-button primary${own ? ' own-side' : ''}`} data-testid={`fire-${c.target}`} data-shortcut={ACTION_KEYS.shoot} data-shortcut-row="" aria-keyshortcuts={ACTION_KEYS.shoot} title={tip} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide} onClick={() => guard(what, own ? [vehicleName(game, c.target)] : undefined, () => dispatch(c))}>
              <kbd className="shortcut" aria-hidden="true">{ACTION_KEYS.shoot}</kbd>
              <span className="action-text">
                <span className="action-label">{what}</span>
                {own && <span className="own-side-tag" data-testid="own-side-tag">⚠ {OWN_SIDE}</span>}
                {parts && <span className="action-detail">{parts}</span>}
              </span>
            </button>
          );
        })}
        {hold && (
          <button type="button" className="action-button" data-testid="hold-fire" data-shortcut={ACTION_KEYS.none} aria-keyshortcuts={ACTION_KEYS.none} title="A driver may still change his mind and not fire (p8)." onClick={() => dispatch(hold)}>
            <kbd className="shortcut" aria-hidden="true">{ACTION_KEYS.none}</kbd>
            <span className="action-text"><span className="action-label">Hold fire</span></span>
          </button>
        )}
      </div>
      {dialog}
    </section>
  );
}
