/** A form's fields as hidden inputs, named as the backend's form contract names them. */
export function HiddenFields({ fields }: { fields: object }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value ?? '')} />
      ))}
    </>
  );
}
