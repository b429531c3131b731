import { Field, InputType, Int } from 'type-graphql';

/** Every field optional: a field left out (or null) keeps its value. */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => Int, { nullable: true }) age?: number | null;
  @Field(() => String, { nullable: true }) disabilities?: string | null;
  @Field(() => String, { nullable: true }) pastHealthIssues?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'ISO 3166 alpha-2 country for the crisis resources shown; an empty string clears it.',
  })
  country?: string | null;
  @Field(() => String, { nullable: true, description: 'wave 3 (reach)' })
  locale?: string | null;
}
