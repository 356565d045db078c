import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { SoldOutKind } from '@restaurant/shared/contracts';
import { Alert, Badge, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { useSetSoldOut } from '../api/set-sold-out';
import { soldOutTranslations } from '../translations';

/** What a row needs of a dish or a combo. */
export interface SoldOutItem {
  readonly kind: SoldOutKind;
  readonly id: number;
  /** The Vietnamese name (the kitchen's), then the English one. */
  readonly name: string;
  readonly englishName: string;
  readonly soldOut: boolean;
  /** A dish taken off the menu altogether (not today's matter): shown, still markable. */
  readonly offMenu?: boolean;
  /** Who marked it sold out today, when it is and that is known. */
  readonly markedBy?: string | undefined;
}

export interface SoldOutRowProps {
  readonly item: SoldOutItem;
  readonly onChanged: (name: string, soldOut: boolean) => void;
}

/** One dish or combo with its state and the switch that marks it sold out for today (PUT) or back on sale (DELETE). */
export function SoldOutRow({ item, onChanged }: SoldOutRowProps) {
  const { t } = soldOutTranslations.useTranslation();
  const change = useSetSoldOut((state) => onChanged(item.name, state.soldOut));
  const nameId = `sold-out-${item.kind}-${item.id}-name`;
  const labelId = `sold-out-${item.kind}-${item.id}-label`;
  // The switch moves at once, then shows the list's value again once the API has answered: back where it was if it
  // refused. The move is drawn before the request leaves (flushSync): Ark calls back outside React's event handling,
  // so a quick refusal was batched with it, the switch's value never changed, and Ark left its input checked.
  const [requested, setRequested] = useState<boolean | null>(null);
  const checked = requested ?? item.soldOut;

  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" borderColor="border.muted">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" id={nameId}>
            {item.name}
          </Text>
          {item.englishName && item.englishName !== item.name ? (
            <Text fontSize="sm" color="fg.muted">
              {item.englishName}
            </Text>
          ) : null}
          {item.soldOut && item.markedBy ? (
            <Text fontSize="sm" color="fg.muted">
              {t('markedBy', { name: item.markedBy })}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="3" wrap="wrap">
          {item.offMenu ? (
            <Badge variant="outline" colorPalette="gray">
              {t('offMenu')}
            </Badge>
          ) : null}
          <Badge variant="subtle" colorPalette={item.soldOut ? 'red' : 'green'}>
            {item.soldOut ? t('soldOutBadge') : t('onSaleBadge')}
          </Badge>
          <Switch.Root
            ids={{ label: labelId }}
            colorPalette="red"
            checked={checked}
            disabled={change.isPending}
            onCheckedChange={(details) => {
              flushSync(() => setRequested(details.checked));
              change.mutate(
                { kind: item.kind, id: item.id, soldOut: details.checked },
                { onSettled: () => setRequested(null) },
              );
            }}
          >
            {/*
              A switch to assistive technology too (Ark renders a plain checkbox), named "Sold out today" and the
              dish, each its own element: the visible label stays the start of the name.
            */}
            <Switch.HiddenInput role="switch" aria-labelledby={`${labelId} ${nameId}`} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('switchLabel')}</Switch.Label>
          </Switch.Root>
        </HStack>
      </HStack>
      {change.isError ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{change.error.message}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
