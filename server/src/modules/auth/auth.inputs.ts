import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class SignUpInput {
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => String) password: string;
  @Field(() => Int) age: number;
  @Field(() => String) disabilities: string;
  @Field(() => String) phoneNumber: string;
  @Field(() => String) pastHealthIssues: string;
  @Field(() => String, {
    nullable: true,
    description:
      "wave 3 (reach): the member's language (en, pcm, yo, ha, ig); left out, the browser's (Accept-Language), else en.",
  })
  locale?: string | null;
}
