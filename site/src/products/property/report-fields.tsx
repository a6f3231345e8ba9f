import { Checkbox, Form, Select } from 'antd';
import {
  PROPERTY_AREAS,
  PROPERTY_REPORT_SECTIONS,
  PROPERTY_REPORT_SECTION_LABELS,
  propertyAreaLabel,
  type PropertyReportSection,
  type PropertyReportType,
} from '@platform/shared';
import { useLocale } from '../../i18n';
import { usePropertyToolsTexts } from './property-tools-texts';

/** The choices of a report, in a form: the report's area, and the compare area or the sections where the type has them. */
export interface ReportChoices {
  area: string;
  compareArea?: string;
  sections?: PropertyReportSection[];
}

export const AREA_OPTIONS = PROPERTY_AREAS.map((area) => ({ value: area.id, label: propertyAreaLabel(area) }));
export const DEFAULT_REPORT_CHOICES: ReportChoices = { area: PROPERTY_AREAS[0].id, sections: ['key-figures'] };

/** The request's part of the choices: a compare area only for a comparison, sections only for a custom report. */
export function reportChoicesFor(type: PropertyReportType, choices: ReportChoices) {
  return {
    area: choices.area,
    ...(type === 'area-comparison' ? { compareArea: choices.compareArea ?? null } : {}),
    ...(type === 'custom' ? { sections: choices.sections ?? [] } : {}),
  };
}

/** The fields, checked here as the server checks them: a second, different area to compare, and at least one section. */
export function ReportFields({ type, idPrefix }: { type: PropertyReportType; idPrefix: string }) {
  const texts = usePropertyToolsTexts().reports;
  const locale = useLocale();
  return (
    <>
      {/* The area always has a value (the form starts with one). No `required` rule on these selects: antd would put
          aria-required on the select's outer element, where it is not allowed; the validator below says the same. */}
      <Form.Item name="area" label={texts.area} htmlFor={`${idPrefix}-area`}>
        <Select id={`${idPrefix}-area`} options={AREA_OPTIONS} showSearch optionFilterProp="label" />
      </Form.Item>
      {type === 'area-comparison' && (
        <Form.Item
          name="compareArea"
          label={texts.compareArea}
          htmlFor={`${idPrefix}-compare`}
          dependencies={['area']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value
                  ? Promise.reject(new Error(texts.compareAreaRequired))
                  : value === getFieldValue('area')
                    ? Promise.reject(new Error(texts.compareAreaSame))
                    : Promise.resolve(),
            }),
          ]}
        >
          <Select id={`${idPrefix}-compare`} options={AREA_OPTIONS} showSearch optionFilterProp="label" />
        </Form.Item>
      )}
      {type === 'custom' && (
        <Form.Item name="sections" label={texts.sections} rules={[{ type: 'array', min: 1, required: true, message: texts.sectionsRequired }]}>
          <Checkbox.Group
            options={PROPERTY_REPORT_SECTIONS.map((section) => ({ value: section, label: PROPERTY_REPORT_SECTION_LABELS[section][locale] }))}
          />
        </Form.Item>
      )}
    </>
  );
}
