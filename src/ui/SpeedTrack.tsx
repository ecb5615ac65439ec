// The speed track (p11): 5 mph boxes up to the car's original maximum, filled to the current
// speed; speed factor bands every 20 mph; boxes above a damaged maximum are crossed out (p28).
import { VEHICLES, type VehicleState } from '../engine';
import { speedFactorText, speedText } from './explain';
import { Tip } from './Tip';

/** `hideDamage`: another player's secret sheet (p11), where a lowered maximum would tell of damage. */
export function SpeedTrack({ v, hideDamage = false }: { v: VehicleState; hideDamage?: boolean }) {
  const top = Math.max(VEHICLES[v.kind]?.maxSpeed ?? v.maxSpeed, v.maxSpeed, v.speed);
  const max = hideDamage ? top : v.maxSpeed;
  const boxes = Array.from({ length: Math.ceil(top / 5) }, (_, i) => (i + 1) * 5);
  return (
    <Tip text={`${speedText(v)} ${speedFactorText(v.speed)}`} className="speed-track" testId={`speed-track-${v.id}`}>
      {boxes.map((mph) => (
        <span
          key={mph}
          className={`speed-box${mph <= v.speed ? ' on' : ''}${mph > max ? ' lost' : ''}${mph % 20 === 0 ? ' band-end' : ''}`}
          title={`${mph} mph${mph > max ? ' (above the reduced maximum speed)' : ''}`}
        >
          {mph % 20 === 0 && <span className="band-label">{mph}</span>}
        </span>
      ))}
    </Tip>
  );
}
