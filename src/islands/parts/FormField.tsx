/** One field of the form island (src/islands/SiteForm.tsx): label, required marker, control, error. */
import { errorId, fieldId } from '../../forms/client.ts';
import { fieldLabelKey, optionLabelKey, type FieldDefinition } from '../../forms/definitions.ts';

export interface FieldProps {
  def: FieldDefinition;
  formId: string;
  required: boolean;
  error: string | null;
  s: (key: string) => string;
  onBlur: () => void;
  onChange?: ((checked: boolean) => void) | undefined;
}

export function Field({ def, formId, required, error, s, onBlur, onChange }: FieldProps) {
  const id = fieldId(formId, def.name);
  const errId = errorId(formId, def.name);
  const label = s(fieldLabelKey(def.name));
  const marker = required ? <span className="site-form-required"> {s('form.required')}</span> : null;
  const message = error ? (
    <p className="site-form-error" id={errId}>
      <span className="visually-hidden">{s('form.errorPrefix')} </span>
      {error}
    </p>
  ) : null;
  const invalid = error ? { 'aria-invalid': 'true' as const, 'aria-describedby': errId } : {};
  const className = `site-form-field site-form-field--${def.kind}${error ? ' site-form-field--error' : ''}`;

  if (def.kind === 'radio') {
    return (
      <fieldset className={className} data-field={def.name} aria-describedby={error ? errId : undefined}>
        <legend>
          {label}
          {marker}
        </legend>
        {message}
        <div className="site-form-options">
          {(def.options ?? []).map((option) => (
            <div className="site-form-option" key={option}>
              <input type="radio" id={`${id}-${option}`} name={def.name} value={option} required={required} {...invalid} onBlur={onBlur} />
              <label htmlFor={`${id}-${option}`}>{s(optionLabelKey(def, option))}</label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  if (def.kind === 'checkbox') {
    return (
      <div className={className} data-field={def.name}>
        {message}
        <div className="site-form-option">
          <input
            type="checkbox"
            id={id}
            name={def.name}
            value="on"
            required={required}
            onBlur={onBlur}
            onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
            {...invalid}
          />
          <label htmlFor={id}>
            {label}
            {marker}
          </label>
        </div>
      </div>
    );
  }
  const common = { id, name: def.name, required, onBlur, ...invalid };
  return (
    <div className={className} data-field={def.name}>
      <label htmlFor={id}>
        {label}
        {marker}
      </label>
      {message}
      {def.kind === 'select' ? (
        <select {...common}>
          <option value="">{s('form.choose')}</option>
          {(def.options ?? []).map((option) => (
            <option key={option} value={option}>
              {s(optionLabelKey(def, option))}
            </option>
          ))}
        </select>
      ) : def.kind === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={def.maxLength} />
      ) : (
        <input
          {...common}
          type={def.kind}
          maxLength={def.maxLength}
          autoComplete={def.autocomplete}
          spellCheck={def.kind === 'email' ? false : undefined}
        />
      )}
    </div>
  );
}
