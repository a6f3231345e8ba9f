import { PATH_SEPARATOR, pathTreeLookup } from './path-tree';
/**
 * The car catalogue for vehicle pickers: letter → brand → model. Values are comma-joined
 * lowercase paths: 'v', 'v,volkswagen', 'v,volkswagen,golf'.
 */
import { CAR_BRANDS, type CarBrandData } from './car-brands';

export type CarKind = 'letter' | 'brand' | 'model';

export interface CarNode {
  value: string;
  label: string;
  kind?: CarKind;
  children?: CarNode[];
}

export const CAR_SEPARATOR = PATH_SEPARATOR;
export const OTHER_MODEL_LABEL = 'Andre';

/** A catalogue value: its path of labels, lowercase, joined by commas. */
export function carValue(...labels: string[]): string {
  return labels.map((label) => label.trim().toLowerCase()).join(CAR_SEPARATOR);
}

/** The letter a brand is filed under: its initial, lowercase. */
export function carBrandLetter(brand: string): string {
  return brand.trim().charAt(0).toLowerCase();
}

function brandNode({ brand, models, complete }: CarBrandData): CarNode {
  const letter = carBrandLetter(brand);
  const labels = complete ? models : [...models, OTHER_MODEL_LABEL];
  return {
    value: carValue(letter, brand),
    label: brand,
    kind: 'brand',
    children: labels.map((model) => ({ value: carValue(letter, brand, model), label: model, kind: 'model' })),
  };
}

function buildCatalogue(): CarNode[] {
  const byLetter = new Map<string, CarNode[]>();
  for (const brand of CAR_BRANDS) {
    const letter = carBrandLetter(brand.brand);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), brandNode(brand)]);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, 'nb');
  return [...byLetter.keys()].sort(compare).map((letter) => ({
    value: letter,
    label: letter.toUpperCase(),
    kind: 'letter',
    children: (byLetter.get(letter) ?? []).sort((a, b) => compare(a.label, b.label)),
  }));
}

export const CAR_CATALOGUE: CarNode[] = buildCatalogue();

const CAR_LOOKUP = pathTreeLookup(CAR_CATALOGUE, (node) => node.label);

export const findCar = (value: string): CarNode | undefined => CAR_LOOKUP.find(value);

/** The labels from letter down to the node: 'v,volkswagen,golf' → ['V', 'Volkswagen', 'Golf']. */
export const carLabelPath = (value: string): string[] => CAR_LOOKUP.labelPath(value);
