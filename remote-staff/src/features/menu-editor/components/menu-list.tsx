import { useEffect, useRef, useState } from 'react';
import { languageTag, productLanguage, useIntlLocale } from '@restaurant/shared';
import type { MenuNames } from '@restaurant/shared/contracts';
import { Badge, Button, ChevronDownIcon, HStack, IconButton, Image, Stack, Text } from '@restaurant/shared/ui';
import type { MenuRecord } from '../api/menu-kinds';
import { thumbnailOf } from '../lib/photo';
import { moveByStep, moveTo, type Move } from '../lib/reorder';
import { menuEditorTranslations } from '../translations';

/** The name in the visitor's language (English where that one is empty). */
export function useVisitorName() {
  const language = productLanguage(useIntlLocale());
  return (names: MenuNames) => ({
    text: names[language] || names.en,
    lang: languageTag(names[language] ? language : 'en'),
  });
}

export interface MenuListProps {
  readonly items: readonly MenuRecord[];
  /** Labels the list (the tab's or the category's heading). */
  readonly labelledBy: string;
  /** Price and the kind's own facts, already formatted. */
  readonly details: (record: MenuRecord) => readonly string[];
  readonly onEdit: (record: MenuRecord) => void;
  readonly onMove: (record: MenuRecord, move: Move) => void;
  readonly moving: boolean;
  /** Takes it off the menu, or puts it back. */
  readonly onRetire: (record: MenuRecord) => void;
}

/**
 * One ordered list of the menu editor: each row's photo (or drawing), Vietnamese name and the visitor-language one,
 * facts, retired badge, Edit. Reordered by dragging a row onto another, or by its Move up / Move down buttons.
 */
export function MenuList({ items, labelledBy, details, onEdit, onMove, moving, onRetire }: MenuListProps) {
  const { t } = menuEditorTranslations.useTranslation();
  const visitorName = useVisitorName();
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // The Move button pressed keeps the focus once the list comes back in its new order (a row React moves in the
  // document would otherwise drop it), so pressing it again moves the same record on.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-move="${refocus.current}"]`)?.focus();
  }, [items]);

  const step = (record: MenuRecord, direction: -1 | 1) => {
    if (moving) return;
    const move = moveByStep(items, record.id, direction);
    refocus.current = `${record.id}:${direction}`;
    if (move) onMove(record, move);
  };

  return (
    <Stack ref={list} as="ol" gap="2" listStyleType="none" m="0" p="0" aria-labelledby={labelledBy}>
      {items.map((record, index) => {
        const name = visitorName(record.names);
        return (
          <HStack
            as="li"
            key={record.id}
            draggable
            onDragStart={(event) => {
              dragged.current = record.id;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(record.id));
            }}
            onDragOver={(event) => {
              if (dragged.current === null) return;
              event.preventDefault();
              setDropTarget(record.id);
            }}
            onDragLeave={() => setDropTarget((current) => (current === record.id ? null : current))}
            onDragEnd={() => {
              dragged.current = null;
              setDropTarget(null);
            }}
            onDrop={(event) => {
              event.preventDefault();
              const from = dragged.current;
              dragged.current = null;
              setDropTarget(null);
              if (from === null) return;
              const move = moveTo(items, from, index);
              const moved = items.find((item) => item.id === from);
              if (move && moved) onMove(moved, move);
            }}
            gap="3"
            p="2"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.panel"
            borderColor={dropTarget === record.id ? 'colorPalette.solid' : 'border'}
            cursor="grab"
          >
            <Image src={thumbnailOf(record)} alt="" boxSize="12" objectFit="cover" borderRadius="l1" bg="bg.muted" />
            <Stack gap="0" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" lang="vi">
                  {record.names.vi}
                </Text>
                {record.retired ? <Badge colorPalette="gray">{t('list.retired')}</Badge> : null}
              </HStack>
              {name.text !== record.names.vi ? (
                <Text fontSize="sm" color="fg.muted" lang={name.lang}>
                  {name.text}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {details(record).join(' · ')}
              </Text>
            </Stack>
            <HStack gap="1">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('list.moveUp', { name: record.names.vi })}
                data-move={`${record.id}:-1`}
                aria-disabled={index === 0 || undefined}
                onClick={() => step(record, -1)}
              >
                <ChevronDownIcon transform="rotate(180deg)" />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('list.moveDown', { name: record.names.vi })}
                data-move={`${record.id}:1`}
                aria-disabled={index === items.length - 1 || undefined}
                onClick={() => step(record, 1)}
              >
                <ChevronDownIcon />
              </IconButton>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t(record.retired ? 'list.unretireLabel' : 'list.retireLabel', { name: record.names.vi })}
                onClick={() => onRetire(record)}
              >
                {t(record.retired ? 'list.unretire' : 'list.retire')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('list.editLabel', { name: record.names.vi })}
                onClick={() => onEdit(record)}
              >
                {t('list.edit')}
              </Button>
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}
