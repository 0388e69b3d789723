import { QUESTION_KINDS, QUESTION_SCOPES, type Question } from '@ticketmela/domain';
import type { CheckoutQuestionRow } from '../../db/schema/checkout-questions';
import { categoryNamesOf } from '../events/category-names';

type QuestionFields = Pick<
  CheckoutQuestionRow,
  'id' | 'label' | 'kind' | 'options' | 'required' | 'scope' | 'ticketCategoryIds'
>;

/**
 * A question as the API and the checkout's rules see it: its categories by the names the event shows now (a category
 * deleted since is dropped; a question left with none of its categories is asked of none).
 */
export function questionFromRow(row: QuestionFields, categoryNameById: Map<string, string>): Question {
  return {
    _id: row.id,
    label: row.label,
    kind: QUESTION_KINDS.find((kind) => kind === row.kind) ?? 'text',
    options: row.options,
    required: row.required,
    scope: QUESTION_SCOPES.find((scope) => scope === row.scope) ?? 'ticket',
    ticketCategoryNames: categoryNamesOf(row.ticketCategoryIds, categoryNameById),
  };
}
