import { useId } from 'react';
import { FieldError, FormField } from '../../../components/form-field';
import { ChoiceChip } from '../../../components/ui/choice-chip';
import { Input } from '../../../components/ui/input';
import { AGE_RULES_TEXT, type FlightAnswers } from '../party';

interface FlightQuestionsFieldsProps {
  answers: FlightAnswers;
  onChange: (patch: Partial<FlightAnswers>) => void;
  /** Why an answer was refused, beside it. */
  errors?: { participantName?: string; ageRulesConfirmed?: string };
  /** Staff ask on the customer's behalf: "the customer" rather than "me". */
  askedBy?: 'customer' | 'staff';
  /** Ids for the form to focus the first refused answer. */
  ids?: { participantName?: string; ageRulesConfirmed?: string };
}

/**
 * The questions a simulator asks before a flight (docs/product.md, Booking rules: questions before the flight): who
 * is flying (the booker, or someone else, then named) and a confirmation of the age rules, required to book.
 */
export function FlightQuestionsFields({ answers, onChange, errors = {}, askedBy = 'customer', ids = {} }: FlightQuestionsFieldsProps) {
  const own = { legend: useId(), age: useId(), ageError: useId() };
  const ageId = ids.ageRulesConfirmed ?? own.age;
  const choices = [
    { value: 'me', label: askedBy === 'staff' ? 'The customer' : 'Me' },
    { value: 'someone-else', label: 'Someone else' },
  ] as const;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend id={own.legend} className="text-sm font-semibold">
          Who is flying?
        </legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <ChoiceChip
              key={choice.value}
              type="radio"
              name={own.legend}
              value={choice.value}
              checked={answers.whoIsFlying === choice.value}
              onChange={() => onChange({ whoIsFlying: choice.value })}
            >
              {choice.label}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      {answers.whoIsFlying === 'someone-else' ? (
        <FormField id={ids.participantName} label="Name of the person flying" error={errors.participantName}>
          {(control) => (
            <Input {...control} autoComplete="off" maxLength={120} value={answers.participantName} onChange={(event) => onChange({ participantName: event.target.value })} />
          )}
        </FormField>
      ) : null}
      <div className="grid gap-1">
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            id={ageId}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0"
            checked={answers.ageRulesConfirmed}
            aria-invalid={errors.ageRulesConfirmed ? true : undefined}
            aria-describedby={errors.ageRulesConfirmed ? own.ageError : undefined}
            onChange={(event) => onChange({ ageRulesConfirmed: event.target.checked })}
          />
          <span>
            <strong>Age rules:</strong> {AGE_RULES_TEXT}
          </span>
        </label>
        <FieldError id={own.ageError} error={errors.ageRulesConfirmed} />
      </div>
    </div>
  );
}
