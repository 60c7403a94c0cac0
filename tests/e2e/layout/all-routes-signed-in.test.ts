/** Issue 18's walk of every spec route in 8 languages, signed in (all-routes-walk.ts). */
import { describeWalk } from './all-routes-walk';

describeWalk('signed in');
