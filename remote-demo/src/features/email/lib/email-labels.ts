import type { EmailLabel } from '../../../lib/sample-data';

/** Each label's colour palette, the same in the sidebar and on the mails. */
export const LABEL_PALETTE: Record<EmailLabel, string> = { Promotional: 'purple', Social: 'blue', Health: 'green' };
