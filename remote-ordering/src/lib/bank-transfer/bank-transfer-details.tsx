import { QRCodeSVG } from 'qrcode.react';
import type { BankAccount } from '@restaurant/shared/contracts';
import { Box, Card, ErrorState, Heading, HStack, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../checkout-translations';
import { useFormatters } from '../use-formatters';
import { useBankAccounts } from './get-bank-accounts';
import { transferPayload } from './transfer-payload';

export interface BankTransferDetailsProps {
  /**
   * The order to pay, with the accounts the API gave it: each shows the amount, the order code as reference and a QR
   * code. Without it (at checkout, before ordering) the active accounts are fetched and shown alone.
   */
  order?: { code: string; total: number; bankAccounts: BankAccount[] };
}

/** A figure to copy (an account number, a reference): even figures, left to right in every language. */
function Fact({ label, value, figures = false }: { label: string; value: string; figures?: boolean }) {
  return (
    <HStack as="div" justify="space-between" gap="3" wrap="wrap">
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight="semibold"
        fontVariantNumeric={figures ? 'tabular-nums' : undefined}
        dir={figures ? 'ltr' : undefined}
      >
        {value}
      </Text>
    </HStack>
  );
}

function AccountCard({ account, order }: { account: BankAccount; order?: { code: string; total: number } }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="3">
        <Text fontWeight="bold">{account.bankCode}</Text>
        <Stack as="dl" gap="1">
          <Fact label={t('bank.accountName')} value={account.accountName} />
          <Fact label={t('bank.accountNumber')} value={account.accountNumber} figures />
          {order ? <Fact label={t('bank.amount')} value={format.price(order.total)} /> : null}
          {order ? <Fact label={t('bank.reference')} value={order.code} figures /> : null}
        </Stack>
        {order ? (
          // A QR code must stay dark on light to scan, in dark mode too: its own light tile.
          <Box alignSelf="center" bg="white" p="2" borderRadius="l2">
            <QRCodeSVG
              value={transferPayload({ account, amount: order.total, reference: order.code })}
              size={160}
              role="img"
              aria-label={t('bank.qr', { bank: account.bankCode, number: account.accountNumber })}
            />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The restaurant's active accounts; once ordered, with the amount, the order code as reference and a QR of both. */
export function BankTransferDetails({ order }: BankTransferDetailsProps) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  // An order carries its accounts; only the checkout, before there is an order, asks for them.
  const fetched = useBankAccounts(order === undefined);
  const accounts = order ? order.bankAccounts : fetched.data;

  return (
    <Stack as="section" gap="3" aria-labelledby="bank-transfer-title">
      <Heading as="h2" size="md" id="bank-transfer-title">
        {t('bank.title')}
      </Heading>
      <Text>
        {order
          ? t('bank.intro', { amount: format.price(order.total), reference: order.code })
          : t('bank.introBeforeOrder')}
      </Text>
      {!order && fetched.isPending ? <LoadingState lines={2} label={t('bank.loading')} /> : null}
      {!order && fetched.isError ? (
        <ErrorState message={fetched.error.message} onRetry={() => void fetched.refetch()} />
      ) : null}
      {accounts?.length === 0 ? <Text color="fg.muted">{t('bank.none')}</Text> : null}
      {accounts && accounts.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none">
          {accounts.map((account) => (
            <AccountCard key={account.accountId} account={account} order={order} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
