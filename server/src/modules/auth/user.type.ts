import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum Role {
  USER = 'USER',
  EXPERT = 'EXPERT',
  ADMIN = 'ADMIN',
}
registerEnumType(Role, {
  name: 'Role',
  valuesConfig: {
    EXPERT: { description: "next (experts and operators): an expert's own account, linked to one Expert." },
    ADMIN: { description: 'next (experts and operators): an operator of the service.' },
  },
});

@ObjectType({ simpleResolvers: true })
export class User {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The social profile's display name, when the member signed in with Google.",
  })
  displayName?: string | null;

  @Field(() => Int, { nullable: true })
  age?: number | null;

  @Field(() => String, { nullable: true })
  disabilities?: string | null;

  @Field(() => String, { nullable: true })
  pastHealthIssues?: string | null;

  @Field(() => String, { nullable: true, description: 'Digits only, kept as text so that leading zeros survive.' })
  phoneNumber?: string | null;

  @Field(() => Boolean, { description: 'wave 3 (reach): whether phoneNumber was confirmed with a code sent by SMS.' })
  phoneVerified: boolean;

  @Field(() => String, { nullable: true })
  photoURL?: string | null;

  @Field(() => Role)
  role: Role;

  @Field(() => Boolean)
  emailVerified: boolean;

  @Field(() => Boolean, {
    description: 'True when the member can sign in with a password (false for Google-only accounts).',
  })
  hasPassword: boolean;

  @Field(() => Date)
  createdAt: Date;

  /** Not a field: the linked expert's id, which the `expert` field resolver (expert module) looks up. */
  expertId?: string | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'next (safety and consent): when the member accepted how MindCheck uses their answers; null until then.',
  })
  consentedAt?: Date | null;

  @Field(() => Boolean, {
    description:
      "next (safety and consent): whether the member's answers and messages may go to the generative AI service; false means the built-in offline evaluator and assistant.",
  })
  aiProcessing: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 3166 alpha-2 country the member chose, for the crisis resources of that country.',
  })
  country?: string | null;

  @Field(() => String, { description: "wave 3 (reach): the member's language (BCP 47: en, pcm, yo, ha, ig)." })
  locale: string;
}
