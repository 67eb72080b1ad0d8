// The types moved to the data layer; validateDetail.ts still reads them here (edited on another branch: point it
// at ../../data/networkConfigTypes and drop this file once both land).
export type * from "../../data/networkConfigTypes";
