/**
 * Whether the vehicle selector panel is open, and whether it was opened in forced mode (R-VEH-12:
 * 'Please select a vehicle to continue.'). The info bar toggle, the panel and any page that needs
 * a vehicle first (the parts search) share this one state; a page asks through
 * hooks/use-vehicle-requirement.ts, the selector answers with `vehicleChosen`.
 */

export interface VehicleSelectorState {
  opened: boolean;
  /** Opened because a page needs a vehicle: the panel says so and offers Cancel. */
  forced: boolean;
}

const CLOSED: VehicleSelectorState = { opened: false, forced: false };

let state: VehicleSelectorState = CLOSED;
/** What the page that forced the selector does once a vehicle is chosen. */
let resume: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: VehicleSelectorState) {
  if (next.opened === state.opened && next.forced === state.forced) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getVehicleSelectorState(): VehicleSelectorState {
  return state;
}

export function subscribeVehicleSelector(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the panel as the user asked (the toggle); a forced request stays forced. */
export function openVehicleSelector(): void {
  if (!state.opened) set({ opened: true, forced: false });
}

/** Closes the panel (Close, Escape, Cancel): a page waiting for a vehicle is not resumed. */
export function closeVehicleSelector(): void {
  resume = null;
  set(CLOSED);
}

/**
 * Closes a panel the user opened, for closing on its own (the info bar became stuck on scroll). A
 * panel a page forced open stays: closing it would drop what that page waits for, unseen.
 */
export function closeUnforcedVehicleSelector(): void {
  if (state.opened && !state.forced) closeVehicleSelector();
}

export function toggleVehicleSelector(): void {
  if (state.opened) closeVehicleSelector();
  else openVehicleSelector();
}

/** Opens the panel in forced mode; `onChosen` runs once a vehicle is chosen (not on Cancel). */
export function forceVehicleSelector(onChosen: () => void): void {
  resume = onChosen;
  set({ opened: true, forced: true });
}

/** A vehicle was chosen: the panel closes and the page that forced it carries on. */
export function vehicleChosen(): void {
  const next = resume;
  resume = null;
  set(CLOSED);
  next?.();
}

/** For tests: closed, nobody waiting. */
export function resetVehicleSelector(): void {
  resume = null;
  state = CLOSED;
  for (const listener of listeners) listener();
}
