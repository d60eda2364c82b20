import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  AVAILABILITY,
  AVAILABLE_FOR,
  BODY_TYPES,
  BUST_SIZES,
  CATEGORIES,
  EYE_COLORS,
  HAIR_COLORS,
  MEETING_WITH,
  NATIONALITIES,
  OUTCALLS,
  SERVICE_TYPES,
} from '../profile-enums';

/** Form fields arrive as strings: blank means "not given" (null), surrounding spaces are dropped. */
const blankToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
const numberOrNull = () =>
  Transform(({ value }) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  });
/** service_types may come as a list or as the store's comma-joined string. */
const listOf = () =>
  Transform(({ value }) => {
    if (value === null || value === '') return [];
    if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean);
    return value;
  });

const oneOf = (label: string, values: readonly string[]) => IsIn(values as string[], { message: `${label} must be one of: ${values.join(', ')}`, each: false });
const eachOf = (label: string, values: readonly string[]) => IsIn(values as string[], { message: `${label} must be from: ${values.join(', ')}`, each: true });

/** The owner's editable fields (spec §2 profile editor); username is fixed after registration. */
export class UpdateProfileDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  // Listed last-to-first: class-validator checks the decorator nearest the property first.
  @MaxLength(100, { message: 'Full name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString({ message: 'Full name is required' })
  full_name: string;

  /** Accepted only unchanged: the form sends it back, but it cannot change. */
  @IsOptional()
  @IsString()
  username?: string;

  @IsOptional() @blankToNull() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254)
  email?: string | null;

  @IsOptional() @blankToNull() @IsString() @MaxLength(40, { message: 'Phone must be at most 40 characters' })
  phone?: string | null;

  @IsOptional() @blankToNull() @IsString() @MaxLength(5000, { message: 'Bio must be at most 5000 characters' })
  bio?: string | null;

  @IsOptional() @blankToNull() @IsString() @MaxLength(100, { message: 'Location must be at most 100 characters' })
  location?: string | null;

  @IsOptional() @blankToNull() @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Birthdate must be a date like 1995-04-30' })
  birthdate?: string | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Height must be a whole number of centimetres' }) @Min(100, { message: 'Height must be from 100 to 250 cm' }) @Max(250, { message: 'Height must be from 100 to 250 cm' })
  height?: number | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Weight must be a whole number of kilograms' }) @Min(30, { message: 'Weight must be from 30 to 250 kg' }) @Max(250, { message: 'Weight must be from 30 to 250 kg' })
  weight?: number | null;

  @IsOptional() @blankToNull() @oneOf('Body type', BODY_TYPES)
  body_type?: string | null;

  @IsOptional() @blankToNull() @oneOf('Bust size', BUST_SIZES)
  bust_size?: string | null;

  @IsOptional() @blankToNull() @oneOf('Hair color', HAIR_COLORS)
  hair_color?: string | null;

  @IsOptional() @blankToNull() @oneOf('Eye color', EYE_COLORS)
  eye_color?: string | null;

  @IsOptional() @blankToNull() @oneOf('Nationality', NATIONALITIES)
  nationality?: string | null;

  @IsOptional() @listOf() @IsArray({ message: 'Languages must be a list' }) @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(40, { each: true })
  languages?: string[];

  @IsOptional() @blankToNull() @oneOf('Availability', AVAILABILITY)
  availability?: string | null;

  @IsOptional() @blankToNull() @oneOf('Out calls', OUTCALLS)
  outcalls?: string | null;

  @IsOptional() @listOf() @IsArray({ message: 'Categories must be a list' }) @eachOf('Categories', CATEGORIES)
  categories?: string[];

  @IsOptional() @listOf() @IsArray({ message: 'Service types must be a list' }) @eachOf('Service types', SERVICE_TYPES)
  service_types?: string[];

  @IsOptional() @blankToNull() @IsString() @MaxLength(2000, { message: 'Services must be at most 2000 characters' })
  services?: string | null;

  @IsOptional() @blankToNull() @oneOf('Meeting with', MEETING_WITH)
  meeting_with?: string | null;

  @IsOptional() @blankToNull() @oneOf('Available for', AVAILABLE_FOR)
  available_for?: string | null;

  @IsOptional() @blankToNull() @IsString() @MaxLength(300, { message: 'Website must be at most 300 characters' })
  website?: string | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Rates must be whole dollars' }) @Min(0, { message: 'Rates cannot be negative' }) @Max(100000, { message: 'Rates must be at most 100000' })
  rates_30min?: number | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Rates must be whole dollars' }) @Min(0, { message: 'Rates cannot be negative' }) @Max(100000, { message: 'Rates must be at most 100000' })
  rates_1hour?: number | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Rates must be whole dollars' }) @Min(0, { message: 'Rates cannot be negative' }) @Max(100000, { message: 'Rates must be at most 100000' })
  rates_2hour?: number | null;

  @IsOptional() @numberOrNull() @IsInt({ message: 'Rates must be whole dollars' }) @Min(0, { message: 'Rates cannot be negative' }) @Max(100000, { message: 'Rates must be at most 100000' })
  rates_overnight?: number | null;
}
