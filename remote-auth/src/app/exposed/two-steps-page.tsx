// Exposed as `auth/TwoStepsPage` (/auth/two-steps).
import { TwoStepsPage as TwoStepsFeature } from '../../features/email-verification/components/two-steps-page';

export default function TwoStepsPage() {
  return <TwoStepsFeature variant="split" />;
}
