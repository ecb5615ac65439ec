// Deathrace 40,000's events: what a command did, each with the dice it rolled (as faces seen), the
// rule it applied (a section heading of the text, or 'Our reading') and the reading's id if any.
import type { DrRule, Location, PickupKind, Pose } from './basics';

export type EncounterFace = 'skull' | 'skullStar' | 'arrow' | 'starBang' | 'star';
export type EncounterKind = 'headOn' | 'side' | 'rear' | 'stationary' | 'slow';

export type DrEvent = { rule: DrRule; dice: number[]; reading?: string } & (
  | { type: 'roundStart'; round: number; order: string[]; rolls: number[] }
  | { type: 'turnStart'; vehicle: string; left: number; min: number }
  | { type: 'fireRoll'; vehicle: string; location: Location; out: boolean }
  | { type: 'tightTurn'; vehicle: string; angle: number; need: number; passed: boolean }
  | { type: 'moved'; vehicle: string; path: Pose[]; distance: number }
  | { type: 'crashed'; vehicle: string; into: 'wall' | 'apex' | 'slick' | 'vehicle' | 'obstacle'; at: Pose }
  | { type: 'braked'; vehicle: string; need: number; passed: boolean; at: Pose }
  | { type: 'rampReached'; vehicle: string; ramp: string }
  | { type: 'jumped'; vehicle: string; ramp: string; roll: number; distance: number; from: Pose; to: Pose; landedOn: string | null }
  | { type: 'aerialAttack'; vehicle: string; target: string; need: number; passed: boolean }
  | { type: 'encounter'; vehicle: string; target: string; kind: EncounterKind; faces: EncounterFace[]; face: EncounterFace | null; chooser: string | null }
  | { type: 'swerved'; vehicle: string; side: 'left' | 'right'; distance: number; at: Pose }
  | { type: 'pushed'; vehicle: string; distance: number; at: Pose }
  | { type: 'shot'; vehicle: string; weapon: string; target: string; need: number; hit: boolean; power: number; range: number }
  | { type: 'hit'; vehicle: string; location: Location; save: number | null; saved: boolean; damage: number; left: number; cause: string }
  | { type: 'setAlight'; vehicle: string; locations: Location[] }
  | { type: 'extinguished'; vehicle: string; locations: Location[] }
  | { type: 'destroyed'; vehicle: string; by: string | null }
  | { type: 'plate'; vehicle: string }
  | { type: 'activated'; vehicle: string; module: string; active: number }
  | { type: 'slickDropped'; vehicle: string; slick: string; x: number; y: number }
  | { type: 'slickTest'; vehicle: string; need: number; passed: boolean }
  | { type: 'gate'; vehicle: string; gate: number }
  | { type: 'lap'; vehicle: string; laps: number }
  | { type: 'pitStop'; vehicle: string; repaired: Partial<Record<Location, number>> }
  | { type: 'points'; player: string; gained: number; total: number; why: string }
  | { type: 'turnEnd'; vehicle: string; stationary: boolean; moved: number }
  | { type: 'bailed'; vehicle: string; pedestrian: string | null; leap: boolean; need: number | null; passed: boolean }
  | { type: 'walked'; pedestrian: string; distance: number; x: number; y: number }
  | { type: 'evacuated'; pedestrian: string }
  | { type: 'pickedUp'; pedestrian: string; item: PickupKind }
  | { type: 'boarded'; vehicle: string; pedestrian: string; weapons: PickupKind[] }
  | { type: 'runDown'; vehicle: string; pedestrian: string; need: number; passed: boolean }
  | { type: 'pedestrianHit'; pedestrian: string; need: number; passed: boolean; wound: 'knockedOver' | 'stunned' | 'dead' | null }
  | { type: 'crewShot'; pedestrian: string; weapon: PickupKind; target: string; need: number | null; hit: boolean; range: number }
  | { type: 'charged'; pedestrian: string; target: string; distance: number; x: number; y: number }
  /** One attack of a melee: to hit (need with the charge's +1 counted), to wound, and the wound rolled. */
  | { type: 'meleeAttack'; attacker: string; defender: string; need: number; hit: boolean; woundNeed: number | null; wounded: boolean; wound: 'knockedOver' | 'stunned' | 'dead' | null }
  | { type: 'lava'; vehicle: string; by: string | null }
  | { type: 'gameOver'; winner: string | null; reason: string }
);

