/** One device list of the room's preview, with its visible label. */
export function DeviceSelect({
  id,
  label,
  devices,
  value,
  onChange,
  emptyLabel,
}: {
  id: string;
  label: string;
  devices: readonly { deviceId: string; label: string }[];
  value: string;
  onChange: (deviceId: string) => void;
  /** The one option shown when the browser lists no such device. */
  emptyLabel?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={devices.length === 0}
      >
        {devices.length === 0 && emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {devices.map((d) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  );
}
