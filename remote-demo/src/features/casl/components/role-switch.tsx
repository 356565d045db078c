import { SegmentGroup } from '@restaurant/shared/ui-choice';
import { ROLES, type Role } from '../lib/ability';
import { caslTranslations } from '../translations';

export interface RoleSwitchProps {
  role: Role;
  onChange: (role: Role) => void;
}

/** The three roles as one radio group (a segmented control): arrows move between them. */
export function RoleSwitch({ role, onChange }: RoleSwitchProps) {
  const { t } = caslTranslations.useTranslation();
  return (
    <SegmentGroup.Root
      value={role}
      aria-label={t('role')}
      onValueChange={(details) => {
        const next = ROLES.find((item) => item === details.value);
        if (next) onChange(next);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={ROLES.map((item) => ({ value: item, label: t(`roles.${item}`) }))} />
    </SegmentGroup.Root>
  );
}
