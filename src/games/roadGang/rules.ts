// The road-gang game's rules: the engine of src/engine/roadGang behind the contract (src/engine/contract.ts).
export * from '../../engine/roadGang';
export { roadGang } from '../../engine/rulesets';
