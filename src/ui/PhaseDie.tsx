// The phasing die (p8): the caller turns it to the current phase, 1 to 6.
import { DieFace } from '../shell/DieFace';

export function PhaseDie({ phase, turn }: { phase: number; turn: number }) {
  const text = `Phasing die: phase ${phase} of turn ${turn}. Phases run 1 to 6; a car moves in every phase up to its speed factor (p8, p12).`;
  return (
    <span className="phase-die" title={text} data-testid="phase-die" data-phase={phase}>
      <DieFace value={phase} size={40} className="die die-big" label={text} />
    </span>
  );
}
