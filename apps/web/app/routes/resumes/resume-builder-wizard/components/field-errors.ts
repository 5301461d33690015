/**
 * The API's 422 names fields by their path in the body (`document.experience.0.position`); the wizard names them by
 * their path in the document (`experience.0.position`), as `autofilled` does.
 */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export function documentErrorsOf(errors: Record<string, string[]> | undefined): FieldErrors {
  if (!errors) return {};
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => [path.replace(/^(document|design)\./, ''), messages]),
  );
}

/** The wizard's step that shows a field, so a refusal on another step opens that step. */
function stepOfField(path: string): number {
  const [head] = path.split('.');
  switch (head) {
    case 'personal':
    case 'position':
    case 'language':
      return 1;
    case 'experience':
      return 2;
    case 'education':
    case 'courses':
      return 3;
    case 'skills':
    case 'languages':
    case 'links':
      return 4;
    default:
      return 5;
  }
}

/** The first step holding an error, or null. */
export function firstStepWithError(errors: FieldErrors): number | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length ? Math.min(...steps) : null;
}
