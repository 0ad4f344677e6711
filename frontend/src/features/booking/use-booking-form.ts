import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createFormControl, useWatch, type FieldErrors, type UseFormProps } from 'react-hook-form';
import { parseISO } from 'date-fns';
import { useFillEmpty } from '../../hooks/use-fill-empty';
import { findExperience, takesSlot, type Experience } from '../../lib/experiences';
import { useGetAvailabilityQuery, type BookingRequest, type ExperienceLevel } from './api/booking-api';
import { isoDay, lastBookableDay, londonToday } from './booking-options';
import { FIELD_ORDER, RULES, SLOT_TAKEN_BESIDE_TIME, type BookingFormValues, type BookingProblem } from './booking-form-rules';
import { flightAnswerProblems, flightAnswersRequest, partyPricePence, partySizeFor } from './party';
import { useAppliedVoucher } from './use-applied-voucher';
import { useBookingUrl, type BookingSelection } from './use-booking-url';
import { useLiveAvailability } from './use-live-availability';

type Field = keyof BookingFormValues;

/** Who is signed in: their name and e-mail fill the contact fields still empty (docs/product.md, Accounts). */
export interface SignedInContact {
  name: string;
  email: string;
}
const FILLED_FOR_SIGNED_IN = ['name', 'email'] as const;

/** The options of the booking form's state, given again to the `useForm` that mounts it (BookFlight's form element). */
export const BOOKING_FORM_OPTIONS = { shouldFocusError: false } satisfies UseFormProps<BookingFormValues>;

const EMPTY: BookingFormValues = {
  sessionType: '',
  optionId: '',
  date: undefined,
  timeSlot: '',
  experienceLevel: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  partySize: 1,
  whoIsFlying: 'me',
  participantName: '',
  ageRulesConfirmed: false,
  emailOptIn: false,
};

/** The values the form's state depends on. */
const FOLLOWED = ['sessionType', 'optionId', 'date', 'timeSlot', 'name', 'email', 'phone', 'partySize'] as const;

/** A day from the address, when it can be booked (today up to 12 months ahead). */
function bookableDay(iso: string): Date | undefined {
  if (!iso) return undefined;
  const day = parseISO(iso);
  return Number.isNaN(day.getTime()) || day < londonToday() || day > lastBookableDay() ? undefined : day;
}

/** The session, duration, day and time the address names, as the form holds them (an unknown session: none). */
function addressValues(sessions: Experience[], selection: BookingSelection): Pick<BookingFormValues, 'sessionType' | 'optionId' | 'date' | 'timeSlot'> {
  const chosen = findExperience(sessions, selection.sessionType);
  return {
    sessionType: chosen?.id ?? '',
    optionId: (chosen?.options.find((candidate) => candidate.id === selection.optionId) ?? chosen?.options[0])?.id ?? '',
    date: bookableDay(selection.date),
    timeSlot: selection.timeSlot,
  };
}

/** Focuses the field's control, or the first usable control inside it (a calendar, a group of time slots: never a taken, disabled one). */
function focusControl(element: HTMLElement | null) {
  if (!element) return;
  const control = element.matches('input, select, textarea, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('[tabindex="0"]:not(:disabled), input:not(:disabled), select:not(:disabled), button:not(:disabled)');
  (control ?? element).focus();
}

/**
 * Focuses once React has drawn the error and any dialog has closed (a closing dialog hands the focus back to the
 * button that opened it first).
 */
function focusWhenSettled(target: () => HTMLElement | null, timer: { current?: ReturnType<typeof setTimeout> }, triesLeft = 30) {
  timer.current = setTimeout(() => {
    if (triesLeft > 0 && document.querySelector('[role="dialog"][data-state="open"]')) focusWhenSettled(target, timer, triesLeft - 1);
    else focusControl(target());
  }, 20);
}

/**
 * /book-flight's form state: the session, duration, date and time (kept in the address), the day's slots, the gift
 * voucher applied, the total, and what is wrong with the form (beside each field, the first one focused).
 */
export function useBookingForm(sessions: Experience[] | undefined, signedIn?: SignedInContact) {
  const url = useBookingUrl();
  // The form's state, made once: its first values are the choice the address names, so the served page shows it (a
  // BOOK NOW link's experience). The form element's `useForm` mounts it. That hook re-renders the component calling it
  // as it mounts and on changes of form state: the small form element, not this whole form (which took ~55 ms of a
  // phone's main thread at 6x CPU as the page hydrated). So the values shown are followed here with useWatch, and the
  // errors by each column with useFormState.
  const [form] = useState(() =>
    createFormControl<BookingFormValues>({
      ...BOOKING_FORM_OPTIONS,
      defaultValues: sessions ? { ...EMPTY, ...addressValues(sessions, url.selection) } : EMPTY,
    }),
  );
  const { control, setValue, register, setError, clearErrors } = form;
  const [sessionType, optionId, date, timeSlot, name, email, phone, partySizeWanted] = useWatch({ control, name: FOLLOWED });
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const ids = {
    sessionType: useId(),
    date: useId(),
    timeSlot: useId(),
    experienceLevel: useId(),
    name: useId(),
    email: useId(),
    phone: useId(),
    notes: useId(),
    participantName: useId(),
    ageRulesConfirmed: useId(),
    problem: useId(),
  };

  const session = sessions?.find((candidate) => candidate.id === sessionType);
  const slotSession = session && takesSlot(session) ? session : undefined;
  const option = session?.options.find((candidate) => candidate.id === optionId);
  // A party the option takes: a smaller option chosen later brings the number down to its largest party.
  const partySize = partySizeFor(option, partySizeWanted);
  const day = date ? isoDay(date) : undefined;
  const availability = useGetAvailabilityQuery(
    { date: day ?? '', sessionType, optionId },
    { skip: !day || !slotSession, refetchOnMountOrArgChange: 30 },
  );
  const slots = day && slotSession ? availability.data?.slots : undefined;
  // Kept live: a booking, cancellation or closure of the day by anyone shows here within a second.
  useLiveAvailability(day && slotSession ? [day] : []);
  const slotsLoading = Boolean(day) && availability.isFetching && !availability.data;

  // The gift voucher applied, checked by the server against the session and duration chosen now.
  const {
    voucher,
    notApplied: voucherNotApplied,
    field: voucherField,
    clear: clearVoucher,
  } = useAppliedVoucher(slotSession ? { sessionType, optionId, partySize } : null);
  const payPence = voucher ? voucher.toPayPence : option ? partyPricePence(option, partySize) : null;
  const noCard = voucher?.toPayPence === 0;
  const billing = useMemo(() => ({ name, email, phone }), [name, email, phone]);
  // Resetting the form also empties the voucher field (a new key mounts it afresh).
  const [resets, setResets] = useState(0);
  useFillEmpty(signedIn, FILLED_FOR_SIGNED_IN, (field) => form.getValues(field), (field, value) => setValue(field, value));

  // Chosen with buttons and a calendar, not typed: checked as registered values.
  useEffect(() => {
    register('sessionType', RULES.sessionType);
    register('optionId');
    register('date', RULES.date);
    register('timeSlot', RULES.timeSlot);
    register('partySize');
    register('whoIsFlying');
    register('participantName', { validate: (value, values) => flightAnswerProblems({ ...values, participantName: value }).participantName ?? true });
    register('ageRulesConfirmed', { validate: (value, values) => flightAnswerProblems({ ...values, ageRulesConfirmed: value }).ageRulesConfirmed ?? true });
  }, [register]);

  // The address is the record of the choice: Back/Forward, reload and links (old ?session=tryandfly too) set the form.
  const { selection, choose } = url;
  useEffect(() => {
    if (!sessions) return;
    for (const [field, value] of Object.entries(addressValues(sessions, selection)) as [Field, BookingFormValues[Field]][]) {
      const current = form.getValues(field);
      const same = current instanceof Date && value instanceof Date ? current.getTime() === value.getTime() : current === value;
      if (same) continue;
      setValue(field, value);
      if (value) clearErrors(field);
    }
  }, [sessions, selection, form, setValue, clearErrors]);

  // Stable while the catalogue is: the session cards (memoised) are not rendered again on every keystroke.
  const selectSession = useCallback(
    (id: string, wantedOption?: string | null) => {
      const chosen = sessions?.find((candidate) => candidate.id === id);
      const optionChosen = (chosen?.options.find((candidate) => candidate.id === wantedOption) ?? chosen?.options[0])?.id ?? '';
      choose({ sessionType: id, optionId: optionChosen, timeSlot: '' });
    },
    [sessions, choose],
  );

  /** A new duration or day offers other slots: the time is chosen again. */
  const selectOption = (id: string) => choose({ optionId: id, timeSlot: '' });
  // Stable, so the memoised calendar is not rendered again when nothing it shows has changed.
  const selectDate = useCallback((picked: Date | undefined) => choose({ date: picked ? isoDay(picked) : '', timeSlot: '' }), [choose]);
  const selectTime = useCallback((time: string) => choose({ timeSlot: time }), [choose]);

  // A slot that is no longer free (taken meanwhile, or not offered for the new duration) is unselected, but not the
  // one this visitor held (its release may not have reached the day's slots yet). One taken or closed by someone else
  // while the form was open says so beside the times (unless the server's refusal already does); the rest is kept.
  const ownHolds = useRef(new Set<string>());
  useEffect(() => {
    const taken = timeSlot && slots && !slots.some((slot) => slot.time === timeSlot && slot.available);
    if (!taken || ownHolds.current.has(`${day} ${timeSlot}`)) return;
    choose({ timeSlot: '' }, { replace: true });
    const lost = slots.find((slot) => slot.time === timeSlot);
    if (lost && lost.reason !== 'past' && !form.getFieldState('timeSlot').error)
      setError('timeSlot', { type: 'taken', message: SLOT_TAKEN_BESIDE_TIME });
  }, [slots, timeSlot, day, choose, form, setError]);
  /** The visitor held this slot: it stays chosen while it shows as taken. */
  const holding = useCallback((slot: { date: string; timeSlot: string }) => {
    ownHolds.current.add(`${slot.date} ${slot.timeSlot}`);
  }, []);

  // A focus still waiting when the form goes (the visitor left the page) is dropped with it.
  const focusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);
  const focusField = useCallback(
    (field: Field | 'problem') =>
      focusWhenSettled(
        // By id, else the first control marked invalid (a served page keeps the server's ids where they differ).
        () =>
          document.getElementById(ids[field as keyof typeof ids] ?? ids.problem) ??
          document.querySelector<HTMLElement>(field === 'problem' ? 'form [role="alert"]' : 'form [aria-invalid="true"]'),
        focusTimer,
      ),
    // The ids are stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  /** Shows why the booking cannot go ahead: titled above the form, beside its field, with the focus on that field. */
  const report = useCallback(
    (found: BookingProblem) => {
      setProblem(found);
      if (found.field) setError(found.field, { type: 'server', message: found.fieldError ?? found.description });
      focusField(found.field ?? 'problem');
    },
    [focusField, setError],
  );

  /** react-hook-form refused the values: the first field in the form's order gets the focus. Says whether one is empty. */
  const onInvalid = useCallback(
    (errors: FieldErrors<BookingFormValues>) => {
      setProblem(null);
      const refused = FIELD_ORDER.filter((field) => errors[field]);
      if (refused[0]) focusField(refused[0]);
      const values = form.getValues();
      return { missing: refused.some((field) => !values[field] || (typeof values[field] === 'string' && !values[field].trim())) };
    },
    [focusField, form],
  );

  const reset = useCallback(() => {
    clearVoucher();
    setResets((count) => count + 1);
    setProblem(null);
    form.reset(EMPTY);
  }, [clearVoucher, form]);

  /** The checked values as a booking request, or the problem that stops it. */
  function request(values: BookingFormValues): BookingRequest | BookingProblem {
    setProblem(null);
    if (!slotSession || !values.date)
      return { title: 'Choose a session', description: 'The Fear of Flying course is booked on its own page.', field: 'sessionType' };
    if (voucherNotApplied) return { title: 'Voucher Not Applied', description: voucherNotApplied };
    return {
      sessionType: values.sessionType,
      optionId: values.optionId,
      date: isoDay(values.date),
      timeSlot: values.timeSlot as BookingRequest['timeSlot'],
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      experienceLevel: values.experienceLevel as ExperienceLevel,
      notes: values.notes.trim() || null,
      sessionName: slotSession.name,
      partySize,
      ...flightAnswersRequest(values),
      emailOptIn: values.emailOptIn,
      ...(voucher ? { voucherCode: voucher.code } : {}),
    };
  }

  return {
    form,
    ids,
    problem,
    session,
    slotSession,
    date,
    slots,
    slotsLoading,
    voucher,
    voucherField,
    voucherKey: resets,
    payPence,
    partySize,
    option,
    noCard,
    billing,
    selectSession,
    selectOption,
    selectDate,
    selectTime,
    request,
    report,
    holding,
    onInvalid,
    reset,
    url,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
