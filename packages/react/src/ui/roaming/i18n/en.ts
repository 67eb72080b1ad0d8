/** English texts of the roaming-channel picker. */
const en = {
  "roaming.label": "Roaming channel",
  "roaming.none": "No roaming",
  "roaming.add": "New channel",
  "roaming.created": "Roaming channel {{name}} added.",
  "roaming.loadError": "Cannot load the roaming channels: {{message}}",
};
export default en;
