// The Expert type of the contract (and its fixed profile placeholders, an addition). `toExpert`
// maps a directory expert to it; bookings use both.
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { EXPERT_PROFILE_PLACEHOLDERS, SPECIALIZATIONS, type Specialization } from '../../content/index.js';
import { mapOnce, onceEach } from '../../graphql/map-once.js';
import { ConditionEnum, type Condition } from '../../graphql/condition.enum.js';
import type { DirectoryExpert } from './expert.directory.js';

export const SpecializationEnum = Object.fromEntries(SPECIALIZATIONS.map((s) => [s, s])) as {
  [K in Specialization]: K;
};
registerEnumType(SpecializationEnum, { name: 'Specialization' });

@ObjectType({ simpleResolvers: true, description: 'A short quote from a client, shown on the expert page.' })
export class ExpertTestimonial {
  @Field(() => String)
  quote: string;

  @Field(() => String)
  author: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "The expert page's fixed placeholder sections: the same for every expert, not verified credentials.",
})
export class ExpertProfile {
  @Field(() => String)
  quote: string;

  @Field(() => [String])
  qualifications: string[];

  @Field(() => [String])
  education: string[];

  @Field(() => [String])
  certifications: string[];

  @Field(() => String)
  experience: string;

  @Field(() => [String])
  affiliations: string[];

  @Field(() => [ExpertTestimonial])
  testimonials: ExpertTestimonial[];

  @Field(() => [String])
  programs: string[];
}

@ObjectType({ simpleResolvers: true })
export class Expert {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => SpecializationEnum)
  specialization: Specialization;

  @Field(() => String)
  contact: string;

  @Field(() => String)
  location: string;

  @Field(() => ConditionEnum)
  field: Condition;

  @Field(() => String, { nullable: true })
  expertise?: string | null;

  @Field(() => String, { nullable: true })
  avatarUrl?: string | null;

  @Field(() => Boolean, { description: 'Inactive experts are hidden from members and cannot be booked.' })
  active: boolean;

  @Field(() => String, { description: "IANA time zone of the expert's working hours, e.g. Africa/Lagos." })
  timeZone: string;

  @Field(() => ExpertProfile, { description: "The detail page's fixed placeholder sections." })
  profile: ExpertProfile;
}

const PROFILE: ExpertProfile = Object.assign(new ExpertProfile(), {
  ...EXPERT_PROFILE_PLACEHOLDERS,
  qualifications: [...EXPERT_PROFILE_PLACEHOLDERS.qualifications],
  education: [...EXPERT_PROFILE_PLACEHOLDERS.education],
  certifications: [...EXPERT_PROFILE_PLACEHOLDERS.certifications],
  affiliations: [...EXPERT_PROFILE_PLACEHOLDERS.affiliations],
  testimonials: EXPERT_PROFILE_PLACEHOLDERS.testimonials.map((t) => Object.assign(new ExpertTestimonial(), t)),
  programs: [...EXPERT_PROFILE_PLACEHOLDERS.programs],
});

/**
 * The GraphQL object of one directory expert: made once per cached entry, then the same frozen
 * object (a reload of the directory makes new entries, so edits show).
 */
export const toExpert = onceEach((expert: DirectoryExpert): Expert =>
  Object.assign(new Expert(), { ...expert, profile: PROFILE }),
);

/** A list of directory experts (a field's, a result's recommendations) as GraphQL objects, mapped once per list. */
export const toExperts = mapOnce(toExpert);

@InputType({ description: 'What an expert may change of their own listing (not their name, field or specialization).' })
export class ExpertSelfInput {
  @Field(() => String)
  contact: string;

  @Field(() => String)
  location: string;

  @Field(() => String, { nullable: true })
  expertise?: string | null;
}
