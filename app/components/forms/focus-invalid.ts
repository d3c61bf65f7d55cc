/**
 * Keyboard users land on the first field a failed save marked (aria-invalid), once React has shown
 * the errors. A select's marked input is hidden: its combobox takes the focus.
 */
export function focusFirstInvalid(form: HTMLElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.classList.contains('MuiSelect-nativeInput')
      ? invalid.parentElement?.querySelector<HTMLElement>('[role="combobox"]')
      : invalid;
    target?.focus();
  });
}
