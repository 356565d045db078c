import { Box, type BoxProps } from '@restaurant/shared/ui';

/**
 * One of the chats page's columns (contacts, the thread, the media): a panel-coloured card whose content scrolls
 * inside it, never the page. A column that shows only from some width says so with `display` or `hideBelow`.
 */
export function ChatPane(props: BoxProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      minW="0"
      minH="0"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="card"
      overflow="hidden"
      {...props}
    />
  );
}
