/**
 * The button inside a password field (TextField's `action`) that shows or hides what was typed: a
 * toggle (aria-pressed) named by `label`, tied to the input it controls.
 */
export function PasswordToggle({
  visible,
  controls,
  label,
  onToggle,
}: {
  readonly visible: boolean;
  /** The password input's id. */
  readonly controls: string;
  /** Its name, in the site's language ("Show password"). */
  readonly label: string;
  readonly onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="field__action"
      aria-pressed={visible}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
      </svg>
    </button>
  );
}
