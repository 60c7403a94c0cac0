import { BasicIdentityForm } from './BasicIdentityForm';
import { LevelGate } from './LevelGate';

/** /mine/identityBase — Basic verification: name, ID type, issuing country and ID number. */
export default function IdentityBasicPage() {
  return <LevelGate level="basic">{() => <BasicIdentityForm />}</LevelGate>;
}
