// Exposed as `auth/TwoSteps2Page` (/auth/two-steps2).
import { TwoStepsPage as TwoStepsFeature } from '../../features/email-verification/components/two-steps-page';

export default function TwoSteps2Page() {
  return <TwoStepsFeature variant="card" />;
}
