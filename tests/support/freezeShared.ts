// Every unit test runs with the vehicle write barrier's oracle on (cloneState.ts copyPolicy): a
// rule reached by any test that writes into a vehicle apply's argument still owns throws there.
import { copyPolicy } from '../../src/engine/cloneState';

copyPolicy.freezeShared = true;
