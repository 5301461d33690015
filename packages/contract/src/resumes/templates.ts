import { z } from 'zod';
import { RESUMES } from '../constants.ts';

/**
 * The eleven templates of spec section 8, as reference data: each one's layout, its colour and three matching
 * colours the owner may pick instead. The preview, PDF, DOCX and `/cv/{id}` read the same definition; the
 * thumbnail is rendered from the template itself (`/resume-templates/{name}.png`), never drawn by hand.
 */
export const RESUME_TEMPLATE_NAMES = [
  'default',
  'dark',
  'yellow',
  'blue',
  'white',
  'grey',
  'pink',
  'black_line',
  'one_col',
  'orange',
  'violet',
] as const;
export type TResumeTemplateName = (typeof RESUME_TEMPLATE_NAMES)[number];

/**
 * `sidebar`: a coloured column with contacts and skills beside the experience; `header`: a coloured band over one
 * column; `line`: one column with ruled section titles; `single`: one plain column.
 */
export type TResumeLayout = 'sidebar' | 'header' | 'line' | 'single';

export type TResumeTemplate = {
  name: TResumeTemplateName;
  layout: TResumeLayout;
  /** The accent: sidebar or band background, or section titles' colour on a light layout. */
  color: string;
  matching_colors: readonly [string, string, string];
  /** Text on the accent colour. */
  on_color: string;
  /** Body text size in points when the owner keeps size 0. */
  font_size: number;
};

const template = (
  name: TResumeTemplateName,
  layout: TResumeLayout,
  color: string,
  matching: readonly [string, string, string],
  onColor = '#ffffff',
  fontSize = 10,
): TResumeTemplate => ({ name, layout, color, matching_colors: matching, on_color: onColor, font_size: fontSize });

export const RESUME_TEMPLATES: readonly TResumeTemplate[] = [
  template('default', 'sidebar', '#F28F3E', ['#2F6FDE', '#2E9E6B', '#7A4FD6']),
  template('dark', 'sidebar', '#1F2430', ['#263B5E', '#3B2F4A', '#22413A']),
  template('yellow', 'header', '#F5C518', ['#F2A93B', '#E3D26F', '#C9B458'], '#1F2430'),
  template('blue', 'header', '#2F6FDE', ['#1F4FA8', '#3A8DDE', '#2A5C8A']),
  template('white', 'single', '#1F2430', ['#4A5568', '#2F6FDE', '#2E9E6B'], '#ffffff', 10),
  template('grey', 'sidebar', '#5F6B7A', ['#44505E', '#7A8796', '#3F4A56']),
  template('pink', 'header', '#D6457A', ['#B83265', '#E07A9F', '#A8466E']),
  template('black_line', 'line', '#111111', ['#2F3A4A', '#4A2F2F', '#2F4A3A']),
  template('one_col', 'single', '#2E9E6B', ['#257F56', '#3FB883', '#1F6B4A'], '#ffffff', 11),
  template('orange', 'line', '#E8702A', ['#C95A1C', '#F28F3E', '#B5541F']),
  template('violet', 'sidebar', '#6B46C1', ['#553C9A', '#805AD5', '#44337A']),
];

export const resumeTemplateOf = (name: TResumeTemplateName): TResumeTemplate =>
  RESUME_TEMPLATES.find((each) => each.name === name) ?? (RESUME_TEMPLATES[0] as TResumeTemplate);

export const ZResumeTemplateName = z.enum(RESUME_TEMPLATE_NAMES, { error: 'validation:resumeTemplate' });
export const ZResumeFont = z.enum(RESUMES.fonts);
export type TResumeFont = z.infer<typeof ZResumeFont>;

const zColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'validation:color' });

/**
 * How a resume looks: its template, the accent colour (the template's or one of its matching colours; any colour
 * the owner picks is accepted), font and font size (0 = the template's).
 */
export const ZResumeDesign = z
  .object({
    template: ZResumeTemplateName.default(RESUMES.defaultTemplate),
    color: zColor.nullable().default(null),
    font: ZResumeFont.default(RESUMES.defaultFont),
    font_size: z
      .number()
      .int()
      .refine((size) => (RESUMES.fontSizes as readonly number[]).includes(size), { params: { i18n: 'fontSize' } })
      .default(0),
  })
  .meta({ id: 'ResumeDesign' });
export type TResumeDesign = z.infer<typeof ZResumeDesign>;

/** The colour and size a design resolves to with its template's defaults. */
export const resolvedDesign = (design: TResumeDesign) => {
  const chosen = resumeTemplateOf(design.template);
  return {
    template: chosen,
    color: design.color ?? chosen.color,
    font: design.font,
    font_size: design.font_size || chosen.font_size,
  };
};

export const ZResumeTemplate = z
  .object({
    name: ZResumeTemplateName,
    layout: z.enum(['sidebar', 'header', 'line', 'single']),
    color: z.string(),
    matching_colors: z.array(z.string()).length(3),
    thumbnail: z.string(),
  })
  .meta({ id: 'ResumeTemplate' });
export type TResumeTemplateInfo = z.infer<typeof ZResumeTemplate>;

export const resumeTemplateThumbnail = (name: TResumeTemplateName) => `/resume-templates/${name}.png`;
