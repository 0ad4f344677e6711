import { getMetadataStorage, type ValidationError } from 'class-validator';
import { formatPence } from '../mail/format-pence';
import { fieldLabel, isPenceField, itemLabel } from './field-label';

/**
 * What class-validator refused, as sentences a person reads ("Price must be at most £10,000.00.", "Enter a price for
 * option 1."), never a property path or a field's code name (docs/product.md, "Staff panel"). A rule's own message is
 * kept when it is already such a sentence; otherwise the sentence is built from the rule and its limits.
 */
export function validationSentences(errors: ValidationError[]): string[] {
  const sentences = errors.flatMap((error) => sentencesFor(error, ''));
  return [...new Set(sentences)];
}

function sentencesFor(error: ValidationError, where: string): string[] {
  // One refusal per field, the most basic first: what kind of value it takes before how large it may be.
  const rules = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  const first = rules.slice(0, 1).map(([rule, message]) => sentence(error, rule, message, where));
  const children = (error.children ?? []).flatMap((child) => {
    const index = Number(child.property);
    if (Number.isInteger(index)) return (child.children ?? []).flatMap((grandchild) => sentencesFor(grandchild, ` for ${itemLabel(error.property)} ${index + 1}${where}`));
    return sentencesFor(child, ` in ${fieldLabel(error.property).toLowerCase()}${where}`);
  });
  return [...first, ...children];
}

const BASIC_RULES = ['whitelistValidation', 'isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isIn', 'isEnum'];
const rank = (rule: string) => (BASIC_RULES.includes(rule) ? BASIC_RULES.indexOf(rule) : BASIC_RULES.length);

const CODE_WORD = /\b[a-z]+[A-Z]\w*\b|\w+\.\w+|\$property/;

/** A rule's message that already reads as a sentence: it starts with a capital and names no field by its code. */
const isSentence = (message: string) => /^[A-Z]/.test(message) && !CODE_WORD.test(message);

const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function sentence(error: ValidationError, rule: string, message: string, where: string): string {
  if (rule === 'whitelistValidation') return 'The request holds a field this form does not take.';
  if (isSentence(message)) return endSentence(message);
  const label = fieldLabel(error.property);
  const subject = `${label}${where}`;
  if (error.value === undefined || error.value === null || error.value === '') return missing(Object.keys(error.constraints ?? {}), label, where);
  const limits = constraintsOf(error, rule);
  const amount = (value: unknown) => (isPenceField(error.property) && typeof value === 'number' ? formatPence(value) : String(value));
  const each = Array.isArray(error.value) && !rule.startsWith('array') && rule !== 'isArray' ? 'Each of ' : '';
  const who = each ? `${each}${label.toLowerCase()}${where}` : subject;
  const built = ruleSentence(rule, who, limits, amount);
  if (built) return built;
  // A pattern's own wording says what it wants ("must be a slug"); class-validator's default names only the expression.
  if (rule === 'matches' && /regular expression/.test(message)) return `${who} is not in the expected format.`;
  // A rule this layer does not know: its message with the field's code name put into words.
  const rest = message.replace(/^(each value in )?(\$property|[\w.]+)\s*/, '');
  return endSentence(`${who} ${rest}`.trim());
}

function ruleSentence(rule: string, who: string, limits: unknown[], amount: (value: unknown) => string): string | null {
  const [first, second] = limits;
  switch (rule) {
    case 'max':
      return `${who} must be at most ${amount(first)}.`;
    case 'min':
      return `${who} must be at least ${amount(first)}.`;
    case 'maxLength':
      return `${who} must be ${first} characters or fewer.`;
    case 'minLength':
      return `${who} must be at least ${first} characters.`;
    case 'isLength':
      return second === undefined ? `${who} must be at least ${first} characters.` : `${who} must be between ${first} and ${second} characters.`;
    case 'isInt':
      return `${who} must be a whole number.`;
    case 'isNumber':
      return `${who} must be a number.`;
    case 'isString':
      return `${who} must be text.`;
    case 'isBoolean':
      return `${who} must be yes or no.`;
    case 'isEmail':
      return `${who} must be a valid e-mail address.`;
    case 'isUuid':
      return `${who} does not name a record.`;
    case 'isUrl':
      return `${who} must be a web address.`;
    case 'isIn':
    case 'isEnum':
      return `${who} must be one of: ${(Array.isArray(first) ? first : Object.values(first ?? {})).join(', ')}.`;
    case 'isArray':
      return `${who} must be a list.`;
    case 'arrayMinSize':
      return `${who} must have at least ${first} ${first === 1 ? 'entry' : 'entries'}.`;
    case 'arrayMaxSize':
      return `${who} can have at most ${first} entries.`;
    case 'isObject':
    case 'nestedValidation':
      return `${who} is not in the expected form.`;
    case 'isDateString':
    case 'isIso8601':
    case 'isISO8601':
      return `${who} must be a date.`;
    default:
      return null;
  }
}

function missing(rules: string[], label: string, where: string): string {
  if (rules.includes('isBoolean')) return `${label}${where} must be yes or no.`;
  if (rules.some((rule) => rule === 'isArray' || rule.startsWith('array'))) return `Add ${label.toLowerCase()}${where}.`;
  const lower = label.toLowerCase();
  return `Enter ${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}${where}.`;
}

/** The limits a rule was declared with (`@Max(1000000)` → [1000000]), read from class-validator's own metadata. */
function constraintsOf(error: ValidationError, rule: string): unknown[] {
  const target = error.target?.constructor;
  if (!target) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .find((entry) => entry.propertyName === error.property && (entry.name ?? entry.type) === rule);
  return metadata?.constraints ?? [];
}
