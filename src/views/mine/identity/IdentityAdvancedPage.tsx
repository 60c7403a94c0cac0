import { AdvancedIdentityForm } from './AdvancedIdentityForm';
import { LevelGate } from './LevelGate';

/** /mine/identityAdvance — Advanced verification: photos of the ID's front and back and of the user holding it. */
export default function IdentityAdvancedPage() {
  return <LevelGate level="advanced">{() => <AdvancedIdentityForm />}</LevelGate>;
}
