import { Alert, Button, Divider, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ApproveLaborClaimBodySchema,
  DenyLaborClaimBodySchema,
  LABOR_CLAIM_LIMITS,
  type LaborClaimDetail,
} from '@procounter/shared/contracts/labor-claim';
import { isApprovableAmount } from '@procounter/shared/domain/labor-claim-money';
import { laborClaimActionsOf } from '@procounter/shared/domain/labor-claim-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/prices';
import { type ReviewStep, useReviewLaborClaim } from '../api/review-labor-claim';

const DONE_KEYS = {
  review: 'laborClaims:support.done.review',
  approve: 'laborClaims:support.done.approve',
  deny: 'laborClaims:support.done.deny',
  credit: 'laborClaims:support.done.credit',
} as const;

/**
 * Support's moves on a claim, as its state allows them (domain/labor-claim-states.ts): start the
 * review, approve with an amount (the amount claimed unless changed), deny with a reason, credit.
 */
export function ReviewActions({ claim }: { claim: LaborClaimDetail }) {
  const { t, i18n } = useTranslation();
  const actions = laborClaimActionsOf(claim.status);
  const review = useReviewLaborClaim(claim.id);
  const [amount, setAmount] = useState<string | number>(claim.amountClaimed);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{
    field: 'amount' | 'reason' | 'form';
    key: string;
  } | null>(null);
  if (actions.length === 0) return null;

  const run = (step: ReviewStep) => {
    setProblem(null);
    review.mutate(step, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t(DONE_KEYS[step.action], { number: claim.claimNumber }),
        });
        setReason('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CLAIM_STATE_CONFLICT') {
          setProblem({ field: 'form', key: 'laborClaims:support.errors.conflict' });
        } else if (error instanceof ApiError && error.code === 'AMOUNT_ABOVE_CLAIMED') {
          setProblem({ field: 'amount', key: 'laborClaims:support.errors.amount' });
        } else {
          setProblem({ field: 'form', key: 'laborClaims:support.errors.failed' });
        }
      },
    });
  };
  const approve = () => {
    const value = Number(amount);
    const body = ApproveLaborClaimBodySchema.safeParse({ amount: value });
    if (!body.success || !isApprovableAmount(value, claim.amountClaimed)) {
      setProblem({ field: 'amount', key: 'laborClaims:support.errors.amount' });
      return;
    }
    run({ action: 'approve', amount: body.data.amount });
  };
  const deny = () => {
    const body = DenyLaborClaimBodySchema.safeParse({ reason });
    if (!body.success) {
      setProblem({ field: 'reason', key: 'laborClaims:support.errors.reason' });
      return;
    }
    run({ action: 'deny', reason: body.data.reason });
  };
  const busy = review.isPending ? review.variables?.action : undefined;
  const error = (field: 'amount' | 'reason') =>
    problem?.field === field ? t(problem.key) : undefined;

  return (
    <Stack gap="sm">
      <Divider />
      {actions.includes('review') ? (
        <Button
          variant="default"
          w="fit-content"
          loading={busy === 'review'}
          onClick={() => run({ action: 'review' })}
        >
          {t('laborClaims:support.startReview')}
        </Button>
      ) : null}
      {actions.includes('approve') ? (
        <Group align="flex-end" gap="sm">
          <NumberInput
            clampBehavior="none"
            label={t('laborClaims:support.approveAmount')}
            description={t('laborClaims:support.approveHint', {
              amount: formatMoney(claim.amountClaimed, i18n.language),
            })}
            value={amount}
            onChange={setAmount}
            min={0}
            max={claim.amountClaimed}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            prefix="$"
            error={error('amount')}
          />
          <Button color="teal.9" loading={busy === 'approve'} onClick={approve}>
            {t('laborClaims:support.approve')}
          </Button>
        </Group>
      ) : null}
      {actions.includes('deny') ? (
        <Stack gap="xs">
          <Textarea
            label={t('laborClaims:support.denyReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={LABOR_CLAIM_LIMITS.denialReason}
            rows={3}
            error={error('reason')}
          />
          <Button
            color="red.9"
            variant="outline"
            w="fit-content"
            loading={busy === 'deny'}
            onClick={deny}
          >
            {t('laborClaims:support.deny')}
          </Button>
        </Stack>
      ) : null}
      {actions.includes('credit') ? (
        <Button
          color="green.9"
          w="fit-content"
          loading={busy === 'credit'}
          onClick={() => run({ action: 'credit' })}
        >
          {t('laborClaims:support.credit')}
        </Button>
      ) : null}
      {problem?.field === 'form' ? (
        <Alert color="red" variant="light" role="alert">
          {t(problem.key)}
        </Alert>
      ) : null}
    </Stack>
  );
}
