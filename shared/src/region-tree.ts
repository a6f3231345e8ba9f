import { PATH_SEPARATOR, pathTreeLookup } from './path-tree';
/**
 * Norway's regions for location pickers: Norway, its 15 counties, their municipalities,
 * and the city districts of some. Values are comma-joined lowercase paths: 'oslo,oslo,frogner'.
 */
import { NORWEGIAN_COUNTIES } from './region-municipalities';
import { MUNICIPALITY_DISTRICTS } from './region-districts';

export type RegionKind = 'country' | 'county' | 'municipality' | 'district' | 'area';

export interface RegionNode {
  value: string;
  /** The official name; bilingual municipalities keep every language ('Guovdageaidnu - Kautokeino'). */
  label: string;
  /** The Norwegian name, when the official label is bilingual. */
  name?: string;
  kind?: RegionKind;
  children?: RegionNode[];
}

export const REGION_ROOT_VALUE = 'norge';
export const REGION_SEPARATOR = PATH_SEPARATOR;
export const OSLO_VALUE = 'oslo';

/** A region's value: its path of Norwegian names, lowercase, joined by commas. */
export function regionValue(...names: string[]): string {
  return names.map((name) => name.trim().toLowerCase()).join(REGION_SEPARATOR);
}

/** Svalbard is not a county but is part of Norway, so pickers offer it beside the counties. */
const SVALBARD: RegionNode = { value: 'svalbard', label: 'Svalbard', kind: 'area' };

function countyNode([, countyName, municipalities]: (typeof NORWEGIAN_COUNTIES)[number]): RegionNode {
  return {
    value: regionValue(countyName),
    label: countyName,
    kind: 'county',
    children: municipalities.map(([code, official, norwegian]) => {
      const name = norwegian ?? official;
      const node: RegionNode = { value: regionValue(countyName, name), label: official, kind: 'municipality' };
      if (norwegian) node.name = norwegian;
      const districts = MUNICIPALITY_DISTRICTS[code];
      if (districts) {
        node.children = districts.map((district) => ({
          value: regionValue(countyName, name, district),
          label: district,
          kind: 'district',
        }));
      }
      return node;
    }),
  };
}

const TOP_LEVEL = [...NORWEGIAN_COUNTIES.map(countyNode), SVALBARD].sort((a, b) =>
  a.label.localeCompare(b.label, 'nb'),
);

export const REGION_TREE: RegionNode = {
  value: REGION_ROOT_VALUE,
  label: 'Norge',
  kind: 'country',
  children: TOP_LEVEL,
};

/** The values of a tree's leaves: a municipality with districts contributes its districts, not itself. */
export function flattenRegionLeaves(node: RegionNode): string[] {
  if (!node.children?.length) return [node.value];
  return node.children.flatMap(flattenRegionLeaves);
}

/** The values in Oslo (the county, its municipality and its districts). */
export function regionValuesStartingWithOslo(values: readonly string[]): string[] {
  return values.filter((value) => value.split(REGION_SEPARATOR)[0] === OSLO_VALUE);
}

const REGION_LOOKUP = pathTreeLookup([REGION_TREE], (node) => node.name ?? node.label);

export const findRegion = (value: string): RegionNode | undefined => REGION_LOOKUP.find(value);

/** The Norwegian names from county down to the region: 'oslo,oslo,frogner' → ['Oslo', 'Oslo', 'Frogner']. */
export const regionLabelPath = (value: string): string[] => REGION_LOOKUP.labelPath(value);
