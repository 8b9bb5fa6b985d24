/** The toggle and the panel point at each other (aria-controls, focus back to the toggle). */
export const VEHICLE_TOGGLE_ID = 'vehicle-selector-toggle';
export const VEHICLE_PANEL_ID = 'vehicle-selector-panel';
