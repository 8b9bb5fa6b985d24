import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductLookupResponse } from '@procounter/shared/contracts/product';
import { DONT_KNOW_VALUE_ID } from '@procounter/shared/domain/constants';
import {
  type FitmentAnswer,
  type FitmentQuestion,
  fitmentTextKeys,
} from '@procounter/shared/domain/fitment-questions';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A text by a key fitmentTextKeys gives (namespace:key). */
const fitmentText = (t: TFunction, key: string) => t(key as 'fitment:dontKnow');

/** An attribute's name and a value's text in the caller's language ('Position', 'Front'). */
export function fitmentAnswerText(t: TFunction, attributeId: number, valueId: number) {
  const keys = fitmentTextKeys(attributeId, valueId);
  return keys ? { name: fitmentText(t, keys.name), value: fitmentText(t, keys.value) } : null;
}

export interface FitmentQuestionsProps {
  data: ProductLookupResponse;
  /** How many products each open retained question holds back (by attribute id). */
  heldBack: ReadonlyMap<number, number>;
  /** Answers a question: a retained one with the vehicle (partTypeId null), else this lookup's. */
  onAnswer: (answer: FitmentAnswer) => void;
  onRemoveLookupAnswer: (answer: FitmentAnswer) => void;
  /** A vehicle answer is being saved: its buttons wait. */
  saving: boolean;
}

/**
 * The questions the results ask (issue 25 part 3) instead of showing parts that may not fit:
 * 'Which drive type?' once for the vehicle (its answer is kept with it, the parts it decides held
 * back until then), 'Which position?' per part type (answered for this lookup, it narrows the
 * list). Each choice says how many parts have it; 'Don't know or show all' shows them all. This
 * lookup's answers show below, each removable.
 */
export function FitmentQuestions({
  data,
  heldBack,
  onAnswer,
  onRemoveLookupAnswer,
  saving,
}: FitmentQuestionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const lookupAnswers = data.answers.filter((a) => a.partTypeId !== null);
  if (data.questions.length === 0 && lookupAnswers.length === 0) return null;
  const nameOf = (partTypeId: string) =>
    data.partTypes.find((p) => p.partTypeId === partTypeId)?.partTypeName ?? partTypeId;
  const several = data.partTypes.length > 1;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="sm">
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          {t('fitment:questionsTitle')}
        </Title>
        {data.questions.map((question) => (
          <Question
            key={`${question.attributeId}:${question.partTypeId ?? ''}`}
            question={question}
            partTypeName={several && question.partTypeId ? nameOf(question.partTypeId) : null}
            heldBack={heldBack.get(question.attributeId) ?? 0}
            disabled={question.retained && saving}
            onAnswer={(valueId) =>
              onAnswer({
                attributeId: question.attributeId,
                partTypeId: question.partTypeId,
                valueId,
              })
            }
          />
        ))}
        {lookupAnswers.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('fitment:answered')}
            </Text>
            <Group gap="xs">
              {lookupAnswers.map((answer) => {
                const text = fitmentAnswerText(t, answer.attributeId, answer.valueId);
                const label = `${several && answer.partTypeId ? `${nameOf(answer.partTypeId)} · ` : ''}${text?.name ?? ''}: ${text?.value ?? ''}`;
                return (
                  <Group key={`${answer.attributeId}:${answer.partTypeId}`} gap={4} wrap="nowrap">
                    <Text size="sm">{label}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('fitment:removeAnswer', { answer: label })}
                      onClick={() => onRemoveLookupAnswer(answer)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                );
              })}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function Question({
  question,
  partTypeName,
  heldBack,
  disabled,
  onAnswer,
}: {
  question: FitmentQuestion;
  partTypeName: string | null;
  heldBack: number;
  disabled: boolean;
  onAnswer: (valueId: number) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const keys = fitmentTextKeys(question.attributeId, DONT_KNOW_VALUE_ID);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text fw={600} id={labelId}>
        {partTypeName ? `${partTypeName}: ` : ''}
        {keys ? fitmentText(t, keys.question) : ''}
      </Text>
      <Group gap="xs">
        {question.choices.map((choice) => {
          const text = fitmentAnswerText(t, question.attributeId, choice.valueId);
          return (
            <Button
              key={choice.valueId}
              variant="default"
              disabled={disabled}
              onClick={() => onAnswer(choice.valueId)}
            >
              {text?.value} ({choice.count})
            </Button>
          );
        })}
        <Button variant="subtle" disabled={disabled} onClick={() => onAnswer(DONT_KNOW_VALUE_ID)}>
          {t('fitment:dontKnow')}
        </Button>
      </Group>
      {question.retained ? (
        <Text size="xs" c="dimmed">
          {heldBack > 0 ? `${t('fitment:heldBack', { count: heldBack })} ` : ''}
          {t('fitment:keptWithVehicle')}
        </Text>
      ) : null}
    </Stack>
  );
}
