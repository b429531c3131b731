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
}
